import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const recommendationCarouselWidget = defineWidget({
  load: () => import('./recommendation-carousel-widget'),
  placeholderClassName: placeholder.placeholder,
});
