import { defineWidget } from '@ctb/shared/runtime';

/** The popover offering the own bank's site: its code loads only on pages that hold one. */
export const redirectPopoverWidget = defineWidget({
  load: () => import('./redirect-popover-widget'),
  // It offers the visitor's own bank on arrival, wherever its element sits.
  eager: true,
});
