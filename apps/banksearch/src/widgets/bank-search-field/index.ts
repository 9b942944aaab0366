import { defineWidget } from '@ctb/shared/runtime';

/** The bank search field (a form field holding the chosen branch): its code loads only on pages that hold one. */
export const bankSearchFieldWidget = defineWidget({
  load: () => import('./bank-search-field-widget'),
});
