import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** The savings calculator: its code loads only on pages that hold one. */
export const savingsWidget = defineWidget({
  load: () => import('./savings-widget'),
  placeholderClassName: placeholder.calculator,
});
