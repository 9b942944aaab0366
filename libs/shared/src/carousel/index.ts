export { Carousel, preloadCarousel } from './carousel';
export type { CarouselLabels, CarouselProps } from './carousel-types';
export { SWIPE_RULES, swipeIntent, type SwipeIntent } from './swipe-rules';
