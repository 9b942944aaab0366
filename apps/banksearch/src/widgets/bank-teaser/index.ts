import { defineWidget } from '@ctb/shared/runtime';

/** The bank teaser (the stored branch, or the location search to find one): its code loads only on pages that hold one. */
export const bankTeaserWidget = defineWidget({
  load: () => import('./bank-teaser-widget'),
});
