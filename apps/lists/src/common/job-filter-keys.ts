/**
 * The keys the job search accepts in its `key:value` filter (SPEC section 7 JOBSUCHE); it
 * answers 400 to the whole request for any other key or an empty value.
 */
export const JOB_FILTER_KEYS = [
  'companyName',
  'city',
  'employmentType',
  'location',
  'position',
  'profession',
] as const;

export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export const isJobFilterKey = (key: string): key is JobFilterKey =>
  (JOB_FILTER_KEYS as readonly string[]).includes(key);
