import * as v from '@ctb/shared/validation';
import { logWidgetError } from '@ctb/shared/runtime';

/** What the `data` JSON string of a job offer carries (SPEC "Job"). */
const JobDataSchema = v.object({
  place: v.optional(v.string()),
  firm: v.optional(v.string()),
  imported: v.optional(v.boolean()),
});

export type JobData = v.InferOutput<typeof JobDataSchema>;

// A broken data string is reported once per distinct string, not on every render of the list.
const reported = new Set<string>();

/**
 * The place, firm and imported flag from a job's `data` string. Broken or unexpected JSON is
 * logged once and gives an empty object, so the item's own fields are used instead.
 */
export function parseJobData(data: string | undefined, jobId: string): JobData {
  if (!data) return {};
  try {
    const parsed = v.safeParse(JobDataSchema, JSON.parse(data));
    if (parsed.success) return parsed.output;
    reportOnce(data, `job ${jobId}: "data" is not { place, firm, imported }; item fields used`);
  } catch (error) {
    reportOnce(data, `job ${jobId}: "data" is not valid JSON; item fields used`, error);
  }
  return {};
}

function reportOnce(data: string, message: string, cause?: unknown) {
  if (reported.has(data)) return;
  reported.add(data);
  logWidgetError('lists/automated-list', message, cause);
}
