import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** The branch search with map and results: its code loads only on pages that hold one. */
export const branchSearchWidget = defineWidget({
  load: () => import('./branch-search-widget'),
  placeholderClassName: placeholder.placeholder,
});
