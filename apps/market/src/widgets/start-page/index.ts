import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** `market/start-page`: its code (and the chart's, later still) loads only where a page holds it. */
export const startPageWidget = defineWidget({
  load: () => import('./start-page-widget'),
  placeholderClassName: placeholder.startPage,
});
