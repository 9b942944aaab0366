import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/navigation`: the desktop main navigation (levels 1 to 3) in the CMS's `nav`. */
export const navigationWidget = defineWidget({
  // Part of the page frame (also inside the closed phone menu): it loads at once.
  eager: true,
  // In one chunk with the other widgets every page holds (header, navigation, search, language
  // select, cookie banner): one request, compressed together (issue 15's budget).
  load: () => import(/* webpackChunkName: "site-chrome" */ './navigation-widget'),
});
