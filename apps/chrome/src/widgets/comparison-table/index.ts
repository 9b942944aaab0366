import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const comparisonTableWidget = defineWidget({
  load: () => import('./comparison-table-widget'),
  placeholderClassName: placeholder.placeholder,
});
