import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/quickbar`: quick links, the stored branch and the location search above the footer. */
export const quickbarWidget = defineWidget({
  load: () => import('./quickbar-widget'),
  // Part of the page frame: on a phone it folds the CMS's quickbar (and its location slot) into
  // a bar, which must happen before a visitor reaches the foot, not as they arrive there.
  eager: true,
});
