import * as v from 'valibot';

/** A slider's configured bounds from `data-config`; min must not exceed max. */
export const rangeSchema = v.pipe(
  v.object({ min: v.number(), max: v.number() }),
  v.check((range) => range.min <= range.max, 'min must not be greater than max'),
);

export const pathSchema = v.pipe(v.string(), v.nonEmpty());
