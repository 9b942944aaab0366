import { lazy, Suspense, type ComponentType } from 'react';
import type { CarouselProps } from './carousel-types';
import { slideLayout } from './slide-layout';
import styles from './carousel.module.css';

let view: Promise<typeof import('./carousel-view')> | undefined;
const loadView = () => (view ??= import('./carousel-view'));

// swiper arrives with the first carousel shown (one copy for every app's carousels on a page),
// not with every page that holds the shared library.
const CarouselView = lazy(loadView) as unknown as ComponentType<CarouselProps<unknown>>;

/** Starts loading the carousel's code early. */
export function preloadCarousel(): Promise<void> {
  return loadView().then(() => undefined);
}

/**
 * Until swiper is there: the first slides in the same places, so nothing moves when it arrives
 * (the rest wait outside the visible row).
 */
function StaticSlides<Item>({
  items,
  itemKey,
  renderItem,
  label,
  labels,
  slidesPerView,
  showArrows,
  spaceBetween = 24,
  className,
  slideClassName,
  arrows = 'top',
}: CarouselProps<Item>) {
  return (
    <section
      className={[styles.carousel, arrows === 'sides' && styles.sides, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
    >
      {showArrows && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={labels.previous}
            aria-disabled="true"
          />
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={labels.next}
            aria-disabled="true"
          />
        </div>
      )}
      <ul
        className={styles.staticTrack}
        style={slideLayout(slidesPerView, spaceBetween)}
        aria-busy="true"
      >
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            className={[styles.staticSlide, slideClassName].filter(Boolean).join(' ')}
          >
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A carousel of slides (the lists' teaser sliders, the chrome app's recommendation, full-width
 * and other carousels): swiper underneath, paging `slidesPerView` at a time with named
 * previous/next buttons, ←/→ while the focus is inside, the swipe rules of the site, no animation
 * for visitors who prefer reduced motion, and a polite announcement of the slides in view.
 */
export function Carousel<Item>(props: CarouselProps<Item>) {
  return (
    <Suspense fallback={<StaticSlides {...props} />}>
      <CarouselView {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
