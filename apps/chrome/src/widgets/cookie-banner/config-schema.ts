import * as v from 'valibot';

const sitePath = v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'must be a path of this site'));

/**
 * `data-config` of `chrome/cookie-banner`: the version of its texts and purposes (a new one asks
 * every visitor again) and the privacy and imprint pages it links.
 */
export const cookieBannerConfigSchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[\w.-]{1,40}$/, 'must be 1-40 letters, digits, . _ -')),
  privacyUrl: sitePath,
  imprintUrl: v.optional(sitePath),
});
export type CookieBannerConfig = v.InferOutput<typeof cookieBannerConfigSchema>;
