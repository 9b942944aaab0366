import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/header`: pinning on scroll, the mobile menu and the login in the CMS's header. */
export const headerWidget = defineWidget({
  // Part of the page frame: it loads at once, wherever it sits.
  eager: true,
  // In one chunk with the other widgets every page holds (header, navigation, search, language
  // select, cookie banner): one request, compressed together (issue 15's budget).
  load: () => import(/* webpackChunkName: "site-chrome" */ './header-widget'),
});
