import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@ctb/shared';
import type { TeaserSliderConfig } from './config-schema';
import styles from './teaser-slider.module.css';

const TeaserSlider = lazy(() =>
  import('./teaser-slider').then((module) => ({ default: module.TeaserSlider })),
);

/**
 * The slider with swiper in a chunk of its own: pages without a slider do not download it. The
 * placeholder keeps about a card's height so the page does not jump when it arrives.
 */
export function LazyTeaserSlider(props: WidgetProps<TeaserSliderConfig>) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <TeaserSlider {...props} />
    </Suspense>
  );
}
