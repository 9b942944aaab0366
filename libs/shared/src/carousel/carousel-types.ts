import type { ReactNode } from 'react';

/** The carousel's texts, in the words of the app that shows it. */
export interface CarouselLabels {
  /** The region's role description, e.g. "Karussell". */
  carousel: string;
  previous: string;
  next: string;
  /** What the live region says about the slides in view, e.g. "1 bis 3 von 6 Beiträgen angezeigt". */
  shown: (first: number, last: number, total: number) => string;
}

export interface CarouselProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The region's accessible name. */
  label: string;
  labels: CarouselLabels;
  /** Slides side by side (and paged together). */
  slidesPerView: number;
  /** Whether the previous/next buttons show. */
  showArrows: boolean;
  /** Whether a swipe pages (default true). */
  swipe?: boolean;
  /** A change rebuilds the carousel from its first slide (e.g. the breakpoint). */
  rebuildKey?: string | number;
  /** Pixels between slides (default 24). */
  spaceBetween?: number;
  className?: string;
  slideClassName?: string;
  /** `top` (default): the arrows above the slides, right-aligned; `sides`: over the slides' edges. */
  arrows?: 'top' | 'sides';
}
