import * as v from 'valibot';

/** Page size cap for every list endpoint. */
export const MAX_PAGE_SIZE = 500;

const integerFromString = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((raw) => (typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw))),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min),
    v.maxValue(max),
  );

/** 1-based offset (index+1, SPEC section 7). */
export const OffsetParam = integerFromString(1, 1_000_000);
export const SizeParam = integerFromString(1, MAX_PAGE_SIZE);

/** A query-string value that may be repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export const ListParam = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())]), []),
  v.transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  ),
);

/** YYYY-MM-DD (a longer ISO timestamp is cut to its date); empty or null means "not set". */
export const OptionalDate = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((raw) => (raw ? raw.slice(0, 10) : null)),
  v.nullable(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'))),
);

export const OptionalText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((raw) => raw ?? ''),
);

export const StringArray = v.pipe(
  v.optional(v.nullable(v.array(v.string())), []),
  v.transform((raw) => (raw ?? []).filter(Boolean)),
);
