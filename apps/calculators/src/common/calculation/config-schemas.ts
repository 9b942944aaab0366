import * as v from '@ctb/shared/validation';

/** A slider's configured bounds from `data-config`; min must not exceed max. */
export const rangeSchema = v.pipe(
  v.object({ min: v.number(), max: v.number() }),
  v.check((range) => range.min <= range.max, 'min must not be greater than max'),
);

export const pathSchema = v.pipe(v.string(), v.nonEmpty());

/** The levels a calculator's title may take so the CMS can fit it into the page's outline. */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * Settings every calculator shares for its heading: the CMS may rename it (`title`), add a
 * plain-text `intro` under it, and choose its level (2 unless told; sub-headings follow).
 */
export const headingEntries = {
  title: v.optional(copySchema),
  intro: v.optional(copySchema),
  headingLevel: v.optional(v.picklist(HEADING_LEVELS)),
};
