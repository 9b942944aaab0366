import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/location-search`. */
export const locationSearchConfigSchema = v.object({
  /** 'footer': the location button shows only while the box has focus. */
  variant: v.optional(v.picklist(['default', 'footer']), 'default'),
  /** Label of the forward button once a branch is stored; "OK" when absent. */
  forwardLabel: v.optional(copySchema),
  /** Text of the change-bank link; a translated "Bank ändern" when absent. */
  changeLinkText: v.optional(copySchema),
  /** Passed on unchanged to the branch search (e.g. its call-to-action `cta`). */
  params: v.optional(v.record(v.string(), v.unknown())),
  title: v.optional(copySchema),
  description: v.optional(copySchema),
  placeholder: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const), 2),
});

export type LocationSearchConfig = v.InferOutput<typeof locationSearchConfigSchema>;
