import { defineWidget } from '@ctb/shared';

/** `chrome/site-search`: the header's search with autosuggest, in the CMS's search form. */
export const siteSearchWidget = defineWidget({ load: () => import('./site-search-widget') });
