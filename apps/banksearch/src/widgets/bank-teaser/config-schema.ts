import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/bank-teaser`. */
export const bankTeaserConfigSchema = v.object({
  /** Headline while no branch is stored; a translated default otherwise. */
  headline: v.optional(copySchema),
  /** Headline once a branch is stored; `{name}` stands for the branch's name. */
  headlineStored: v.optional(copySchema),
  /** Text under the headline while no branch is stored. */
  text: v.optional(copySchema),
  /** Text once a branch is stored; `{name}` stands for the branch's name. */
  textStored: v.optional(copySchema),
  /** Passed to the location search: its forward button's label ("OK" when absent). */
  forwardLabel: v.optional(copySchema),
  /** Passed to the location search: the change-bank link's text. */
  changeLinkText: v.optional(copySchema),
  /** Passed on unchanged to the branch search (e.g. its call-to-action `cta`). */
  params: v.optional(v.record(v.string(), v.unknown())),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
});

export type BankTeaserConfig = v.InferOutput<typeof bankTeaserConfigSchema>;
