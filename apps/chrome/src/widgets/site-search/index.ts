import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/site-search`: the header's search with autosuggest, in the CMS's search form. */
export const siteSearchWidget = defineWidget({
  // Part of the page frame: it loads at once, wherever it sits.
  eager: true,
  // In one chunk with the other widgets every page holds (header, navigation, search, language
  // select, cookie banner): one request, compressed together (issue 15's budget).
  load: () => import(/* webpackChunkName: "site-chrome" */ './site-search-widget'),
});
