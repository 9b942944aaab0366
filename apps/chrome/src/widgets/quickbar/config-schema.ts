import * as v from '@ctb/shared/validation';

export const QUICK_LINK_ICONS = ['branch', 'contact', 'card', 'jobs'] as const;

/**
 * `data-config` of `chrome/quickbar`: the bank's quick links, the page theme on which it is
 * always open (the page's theme is `data-theme` on the quickbar's `aside`), and where a branch's
 * details come from (`{id}` is the stored branch's id).
 */
export const quickbarConfigSchema = v.object({
  links: v.pipe(
    v.array(
      v.object({
        label: v.pipe(v.string(), v.nonEmpty()),
        href: v.pipe(v.string(), v.nonEmpty()),
        icon: v.optional(v.picklist(QUICK_LINK_ICONS)),
      }),
    ),
    v.maxLength(6),
  ),
  openOnTheme: v.optional(v.pipe(v.string(), v.nonEmpty())),
  branchInfoUrl: v.optional(
    v.pipe(v.string(), v.regex(/^\/(?![/\\]).*\{id\}/, 'must be a site path holding {id}')),
    '/api/branches/info/{id}',
  ),
});
export type QuickbarConfig = v.InferOutput<typeof quickbarConfigSchema>;
