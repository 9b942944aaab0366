import * as v from 'valibot';

export type WidgetConfigResult<Config> =
  { ok: true; config: Config } | { ok: false; message: string };

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const where = path ? `setting "${path}"` : 'the config';
  if (issue.received === 'undefined') return `${where} is missing`;
  return `${where}: expected ${issue.expected ?? 'a valid value'}, received ${issue.received}`;
}

/** Parses and validates an element's `data-config` JSON; an absent attribute counts as `{}`. */
export function readWidgetConfig<Schema extends v.GenericSchema>(
  element: HTMLElement,
  schema: Schema,
): WidgetConfigResult<v.InferOutput<Schema>> {
  const raw = element.getAttribute('data-config');
  let json: unknown = {};
  if (raw !== null && raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch (error) {
      return { ok: false, message: `data-config is not valid JSON (${(error as Error).message})` };
    }
  }
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, config: result.output };
  const details = result.issues.slice(0, 3).map(describeIssue).join('; ');
  return { ok: false, message: `invalid data-config: ${details}` };
}
