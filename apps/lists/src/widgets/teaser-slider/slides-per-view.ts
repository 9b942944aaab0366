import type { Breakpoint } from '@ctb/shared/runtime';

/** Teaser slider width in slides: 1 on extra small, 2 up to medium, 3 above (SPEC limits). */
export function slidesPerView(breakpoint: Breakpoint): 1 | 2 | 3 {
  if (breakpoint === 'xs') return 1;
  if (breakpoint === 'sm' || breakpoint === 'md') return 2;
  return 3;
}

/** Arrows show only when there are more than 3 items (SPEC), whatever the width. */
export const ARROWS_FROM_ITEMS = 4;
