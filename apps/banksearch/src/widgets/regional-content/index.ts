import { defineWidget } from '@ctb/shared/runtime';

/** The regional content of the stored branch's bank: its code loads only on pages that hold one. */
export const regionalContentWidget = defineWidget({
  load: () => import('./regional-content-widget'),
});
