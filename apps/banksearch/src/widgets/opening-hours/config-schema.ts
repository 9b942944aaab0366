import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/opening-hours`. */
export const openingHoursConfigSchema = v.object({
  /** A fixed branch (e.g. on its branch page); without it the stored branch is shown. */
  branchId: v.optional(copySchema),
  /** Heading; "Öffnungszeiten" by default. */
  title: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
});

export type OpeningHoursConfig = v.InferOutput<typeof openingHoursConfigSchema>;
