import { isDesktopBreakpoint, type Breakpoint } from '@ctb/shared/runtime';

/** 3 slides above 1024 px (lg, xl), 2 from 576 px (sm, md), 1 below (SPEC carousel limits). */
export function carouselSlidesPerView(breakpoint: Breakpoint): 1 | 2 | 3 {
  if (isDesktopBreakpoint(breakpoint)) return 3;
  return breakpoint === 'xs' ? 1 : 2;
}

/** A carousel pages only with more items than fit (thresholds of more than 3, 2 and 1 items). */
export const isCarouselNeeded = (items: number, perView: number): boolean => items > perView;
