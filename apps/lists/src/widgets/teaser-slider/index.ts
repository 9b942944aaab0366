import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** The teaser slider: its code (and the shared carousel's) loads only on pages that hold one. */
export const teaserSliderWidget = defineWidget({
  load: () => import('./teaser-slider-widget'),
  placeholderClassName: placeholder.placeholder,
});
