import { defineWidget } from '@ctb/shared/runtime';

/** The location tooltip (the stored branch in the header): its code loads only on pages that hold one. */
export const locationTooltipWidget = defineWidget({
  load: () => import('./location-tooltip-widget'),
});
