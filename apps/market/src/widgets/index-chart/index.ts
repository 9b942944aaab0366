import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** `market/index-chart`: a compact chart of one index, e.g. for the home page. */
export const indexChartWidget = defineWidget({
  load: () => import('./index-chart-widget'),
  placeholderClassName: placeholder.indexChart,
});
