import type { InferOutput } from '@ctb/shared/validation';
import { configObject, matching, optional, sitePath } from '../../common/config-check';

/**
 * `data-config` of `chrome/cookie-banner`: the version of its texts and purposes (a new one asks
 * every visitor again) and the privacy and imprint pages it links. Checked without valibot: the
 * banner is on every page (common/config-check).
 */
export const cookieBannerConfigSchema = configObject({
  version: matching(/^[\w.-]{1,40}$/, '1-40 letters, digits, . _ -'),
  privacyUrl: sitePath,
  imprintUrl: optional(sitePath),
});
export type CookieBannerConfig = InferOutput<typeof cookieBannerConfigSchema>;
