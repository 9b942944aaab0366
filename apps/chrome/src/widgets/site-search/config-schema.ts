import * as v from 'valibot';

/** `data-config` of `chrome/site-search`: where suggestions come from and from how many characters. */
export const siteSearchConfigSchema = v.object({
  autosuggestUrl: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'must be a path of this site')),
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 3),
});
export type SiteSearchConfig = v.InferOutput<typeof siteSearchConfigSchema>;
