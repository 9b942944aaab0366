import { defineWidget } from '@ctb/shared/runtime';

/** The location search (main and footer variant): its code loads only on pages that hold one. */
export const locationSearchWidget = defineWidget({
  load: () => import('./location-search-widget'),
});
