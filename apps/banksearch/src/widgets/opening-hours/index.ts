import { defineWidget } from '@ctb/shared/runtime';

/** The opening hours of a branch: its code loads only on pages that hold one. */
export const openingHoursWidget = defineWidget({
  load: () => import('./opening-hours-widget'),
});
