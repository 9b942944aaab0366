/** 3 slides above 1024 px, 2 from 576 px, 1 below (SPEC carousel limits). */
export function carouselSlidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth > 1024) return 3;
  if (viewportWidth >= 576) return 2;
  return 1;
}

/** A carousel pages only with more items than fit (thresholds of more than 3, 2 and 1 items). */
export const isCarouselNeeded = (items: number, perView: number): boolean => items > perView;
