export { carouselConfigEntries, contentCardSchema, type ContentCard } from './card-schema';
export { ContentCarousel, type ContentCarouselProps } from './content-carousel';
export { messages as carouselMessages } from './messages';
export { carouselSlidesPerView, isCarouselNeeded } from './slides-per-view';
