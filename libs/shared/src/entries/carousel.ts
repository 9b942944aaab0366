// @ctb/shared/carousel: the shared carousel (swiper, loaded on demand).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  Carousel,
  preloadCarousel,
  SWIPE_RULES,
  swipeIntent,
  type CarouselLabels,
  type CarouselProps,
  type SwipeIntent,
} from '../carousel';
