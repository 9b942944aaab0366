import type { GenericSchema } from '@ctb/shared/validation';

/**
 * Config schemas without valibot's code, for the widgets on every page (the header's and the
 * cookie banner's, issue 15): their configs are a few strings and numbers, and valibot's code is
 * about a tenth of what the chrome adds to a page. The widget runtime still validates every
 * config before rendering, with valibot's safeParse (in libs/shared), which runs a schema through
 * its `~run`: `configObject` gives it one with valibot's dataset and issue shape, so a config
 * is refused with the same "invalid data-config: setting ..." message as a valibot schema's.
 */

/** A setting's check: its value for the widget, or what was expected instead. */
export type SettingCheck<T> = (
  value: unknown,
) => { ok: true; value: T } | { ok: false; expected: string };

type Output<Shape extends Record<string, SettingCheck<unknown>>> = {
  [Key in keyof Shape]: Shape[Key] extends SettingCheck<infer T> ? T : never;
};

/** How valibot names a received value in an issue (`"text"`, `42`, `undefined`, `Object`). */
function received(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return `${value}`;
  if (typeof value === 'object' || typeof value === 'function')
    return value
      ? ((Object.getPrototypeOf(value) as object | null)?.constructor?.name ?? 'Object')
      : 'null';
  return typeof value;
}

interface Dataset {
  value: unknown;
  typed?: boolean;
  issues?: unknown[];
}

/**
 * The schema of a config object: each setting of `shape` checked, other keys left out (as
 * valibot's `object`). The first wrong setting is reported.
 */
export function configObject<Shape extends Record<string, SettingCheck<unknown>>>(
  shape: Shape,
): GenericSchema<unknown, Output<Shape>> {
  const issue = (input: unknown, expected: string, key?: string, value?: unknown) => ({
    kind: 'schema',
    type: 'object',
    input: key === undefined ? input : value,
    expected,
    received: received(key === undefined ? input : value),
    message: `Invalid config: expected ${expected}`,
    ...(key === undefined
      ? {}
      : { path: [{ type: 'object', origin: 'value', input, key, value }] }),
  });
  const run = (dataset: Dataset): Dataset => {
    const input = dataset.value;
    if (typeof input !== 'object' || input === null)
      return { value: input, typed: false, issues: [issue(input, 'Object')] };
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const value = (input as Record<string, unknown>)[key];
      const result = check(value);
      if (!result.ok)
        return { value: input, typed: false, issues: [issue(input, result.expected, key, value)] };
      if (result.value !== undefined || key in input) output[key] = result.value;
    }
    return { value: output, typed: true };
  };
  // Only `~run` is used by safeParse; the rest names the schema as valibot's own do.
  return {
    kind: 'schema',
    type: 'object',
    reference: configObject,
    expects: 'Object',
    async: false,
    '~run': run,
  } as unknown as GenericSchema<unknown, Output<Shape>>;
}

/** A string matching `pattern`; `expected` says in words what it must be. */
export function matching(pattern: RegExp, expected: string): SettingCheck<string> {
  return (value) =>
    typeof value === 'string' && pattern.test(value)
      ? { ok: true, value }
      : { ok: false, expected };
}

/** A path of this site: starts with one slash (not `//` or `/\`, which leave the site). */
export const sitePath = matching(/^\/(?![/\\])/, 'a path of this site');

/** A whole number from `min` to `max`. */
export function integerFrom(min: number, max: number): SettingCheck<number> {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? { ok: true, value }
      : { ok: false, expected: `a whole number from ${min} to ${max}` };
}

/** The setting may be left out (then `fallback`, if given). */
export function optional<T>(check: SettingCheck<T>): SettingCheck<T | undefined>;
export function optional<T>(check: SettingCheck<T>, fallback: T): SettingCheck<T>;
export function optional<T>(check: SettingCheck<T>, fallback?: T): SettingCheck<T | undefined> {
  return (value) => (value === undefined ? { ok: true, value: fallback } : check(value));
}
