import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/regional-content`. */
export const regionalContentConfigSchema = v.object({
  /** Title of the collapsible area; "Aus Ihrer Region" by default. */
  title: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
  /** Selector of the page's stage: stage slides of the content are moved into it. */
  stageSelector: v.optional(copySchema),
  /** Whether the area starts collapsed (default: open). */
  collapsed: v.optional(v.boolean(), false),
});

export type RegionalContentConfig = v.InferOutput<typeof regionalContentConfigSchema>;
