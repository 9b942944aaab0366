import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/location-tooltip`. */
export const locationTooltipConfigSchema = v.object({
  /** Headline; `{name}` stands for the stored branch's name (a translated default otherwise). */
  headline: v.optional(copySchema),
  /** Text of the delete-assignment action; "Zuordnung löschen" by default. */
  deleteLabel: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
});

export type LocationTooltipConfig = v.InferOutput<typeof locationTooltipConfigSchema>;
