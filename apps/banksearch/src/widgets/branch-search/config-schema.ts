import * as v from '@ctb/shared/validation';
import { ctaConfigSchema } from '../../common/branch-search/cta-config';

/**
 * data-config of `banksearch/branch-search`, the branch search placed on a page: an optional
 * title (a heading of `headingLevel`, default 2), what to search first, and the detail card's
 * call-to-action (SPEC "Branch detail call-to-action config").
 */
export const branchSearchConfigSchema = v.strictObject({
  title: v.optional(v.pipe(v.string(), v.nonEmpty())),
  headingLevel: v.optional(v.picklist([2, 3, 4])),
  query: v.optional(v.string()),
  filters: v.optional(v.array(v.string())),
  cta: v.optional(ctaConfigSchema),
});

export type BranchSearchConfig = v.InferOutput<typeof branchSearchConfigSchema>;
