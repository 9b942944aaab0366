import * as v from '@ctb/shared/validation';

export type WidgetConfigResult<Config> =
  { ok: true; config: Config } | { ok: false; message: string };

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const where = path ? `setting "${path}"` : 'the config';
  if (issue.received === 'undefined') return `${where} is missing`;
  return `${where}: expected ${issue.expected ?? 'a valid value'}, received ${issue.received}`;
}

/**
 * Parses an element's `data-config` JSON; an absent or empty attribute counts as `{}`. Done
 * before the widget's code loads, so broken markup costs no download.
 */
export function parseWidgetConfigJson(element: HTMLElement): WidgetConfigResult<unknown> {
  const raw = element.getAttribute('data-config');
  if (raw === null || raw.trim() === '') return { ok: true, config: {} };
  try {
    return { ok: true, config: JSON.parse(raw) as unknown };
  } catch (error) {
    return { ok: false, message: `data-config is not valid JSON (${(error as Error).message})` };
  }
}

/** Validates parsed `data-config` JSON with the widget's schema, naming what is wrong. */
export function validateWidgetConfig<Schema extends v.GenericSchema>(
  json: unknown,
  schema: Schema,
): WidgetConfigResult<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, json);
  if (result.success) return { ok: true, config: result.output };
  const details = result.issues.slice(0, 3).map(describeIssue).join('; ');
  return { ok: false, message: `invalid data-config: ${details}` };
}
