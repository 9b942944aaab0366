import { defineWidget } from '@ctb/shared/runtime';

/** The location tooltip (the stored branch in the header): its code loads only on pages that hold one. */
export const locationTooltipWidget = defineWidget({
  load: () => import('./location-tooltip-widget'),
  // Part of the page frame (the header): it loads at once.
  eager: true,
});
