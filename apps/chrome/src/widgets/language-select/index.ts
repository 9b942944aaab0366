import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/language-select`: the six languages, each leading to the same page in it. */
export const languageSelectWidget = defineWidget({
  // Part of the page frame (also inside the closed phone menu): it loads at once.
  eager: true,
  // In one chunk with the other widgets every page holds (header, navigation, search, language
  // select, cookie banner): one request, compressed together (issue 15's budget).
  load: () => import(/* webpackChunkName: "site-chrome" */ './language-select-widget'),
});
