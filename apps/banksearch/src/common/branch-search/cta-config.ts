import * as v from '@ctb/shared/validation';

/** In `params.linkUrl`: the branch's own website instead of a fixed address. */
export const WEBSITE_URL_TOKEN = 'WEBSITE_URL';

/**
 * SPEC "Branch detail call-to-action config": what the button of a branch's detail card does.
 * `link` follows linkUrl, `redirect` goes to the branch's page (with `suffix` as the search path),
 * `selectUsersBranch` stores the branch as the visitor's and closes the overlay.
 */
export const ctaConfigSchema = v.object({
  action: v.picklist(['link', 'redirect', 'selectUsersBranch']),
  params: v.optional(
    v.object({
      linkUrl: v.optional(v.pipe(v.string(), v.nonEmpty())),
      linkText: v.optional(v.pipe(v.string(), v.nonEmpty())),
      linkTarget: v.optional(v.picklist(['_self', '_blank'])),
    }),
    {},
  ),
  suffix: v.optional(v.string()),
});

export type CtaConfig = v.InferOutput<typeof ctaConfigSchema>;

/** Without a configured call-to-action, a detail card offers to store the branch. */
export const DEFAULT_CTA: CtaConfig = { action: 'selectUsersBranch', params: {} };
