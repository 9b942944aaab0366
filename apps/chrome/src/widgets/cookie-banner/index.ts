import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/cookie-banner`: asks for consent until the visitor decided on this version. */
export const cookieBannerWidget = defineWidget({
  // Consent comes first, wherever the CMS placed the element.
  eager: true,
  // In one chunk with the other widgets every page holds (header, navigation, search, language
  // select, cookie banner): one request, compressed together (issue 15's budget).
  load: () => import(/* webpackChunkName: "site-chrome" */ './cookie-banner-widget'),
});
