import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `lists/content-plus`. */
export const contentPlusConfigSchema = v.object({
  /** The HTML fragment shown when the block is opened (loaded on the first open only). */
  url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** Text of the disclosure button; a translated "Mehr anzeigen" when absent. */
  buttonLabel: v.optional(copySchema),
  title: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
});

export type ContentPlusConfig = v.InferOutput<typeof contentPlusConfigSchema>;
