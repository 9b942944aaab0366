import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** The pension calculator: its code loads only on pages that hold one. */
export const pensionWidget = defineWidget({
  load: () => import('./pension-widget'),
  placeholderClassName: placeholder.calculator,
});
