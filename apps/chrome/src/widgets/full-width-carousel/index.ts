import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const fullWidthCarouselWidget = defineWidget({
  load: () => import('./full-width-carousel-widget'),
  placeholderClassName: placeholder.placeholder,
});
