import type { CSSProperties } from 'react';

/**
 * The custom properties the carousel's CSS lays slides out with before swiper runs (its static
 * stand-in while the code loads, and the view until swiper has started): `perView` slides side by
 * side, `space` pixels between them, where swiper then puts them.
 */
export function slideLayout(perView: number, space: number): CSSProperties {
  return {
    '--ctb-carousel-per-view': perView,
    '--ctb-carousel-space': `${space}px`,
  } as CSSProperties;
}
