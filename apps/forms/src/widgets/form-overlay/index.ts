import { defineWidget } from '@ctb/shared/runtime';

/** Opens the form links of the page (`a[data-ctb-form-overlay]`, e.g. an adviser's) as overlays. */
export const formOverlayWidget = defineWidget({
  load: () => import('./form-overlay-widget'),
  // It acts on links anywhere on the page, so it loads at once wherever its element sits.
  eager: true,
});
