import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** The credit calculator: its code loads only on pages that hold one. */
export const creditWidget = defineWidget({
  load: () => import('./credit-widget'),
  placeholderClassName: placeholder.calculator,
});
