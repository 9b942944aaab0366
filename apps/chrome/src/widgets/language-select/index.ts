import { defineWidget } from '@ctb/shared';

/** `chrome/language-select`: the six languages, each leading to the same page in it. */
export const languageSelectWidget = defineWidget({
  load: () => import('./language-select-widget'),
});
