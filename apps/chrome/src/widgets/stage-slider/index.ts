import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** The stage slider: its space is kept while its code loads, so the page does not move. */
export const stageSliderWidget = defineWidget({
  load: () => import('./stage-slider-widget'),
  placeholderClassName: placeholder.placeholder,
});
