import type { InferOutput } from '@ctb/shared/validation';
import { configObject, integerFrom, optional, sitePath } from '../../common/config-check';

/**
 * `data-config` of `chrome/site-search`: where suggestions come from and from how many characters.
 * Checked without valibot: the search is in the header of every page (common/config-check).
 */
export const siteSearchConfigSchema = configObject({
  autosuggestUrl: sitePath,
  minLength: optional(integerFrom(1, 10), 3),
});
export type SiteSearchConfig = InferOutput<typeof siteSearchConfigSchema>;
