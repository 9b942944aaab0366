import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import { useReducedMotion } from '@ctb/shared/runtime';
import { longSwipesRatio, SWIPER_TOUCH_PARAMS } from './swipe-rules';
import type { CarouselProps } from './carousel-types';
import styles from './carousel.module.css';

const SPEED_MS = 300;

/** Keys that belong to the element that has them (text entry, options, sliders of their own). */
const KEEPS_ARROW_KEYS = 'input, textarea, select, [contenteditable="true"], [role="slider"]';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The carousel on swiper: a labelled region holding a list, one item per slide, with previous/next
 * buttons of its own (so their names, focus and state are ours, not swiper's).
 *
 * No swiper keyboard module: it listens on the whole document and takes the arrow and page keys
 * from everything else on the page whenever a slider is in view. Here ←/→ page only while the
 * focus is inside this carousel; every other key keeps its usual meaning.
 */
export default function CarouselView<Item>({
  items,
  itemKey,
  renderItem,
  label,
  labels,
  slidesPerView: perView,
  showArrows,
  swipe = true,
  rebuildKey,
  spaceBetween = 24,
  className,
  slideClassName,
  arrows = 'top',
}: CarouselProps<Item>) {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const root = useRef<HTMLElement>(null);

  const total = items.length;
  const first = Math.min(activeIndex + 1, total);
  const last = Math.min(activeIndex + perView, total);
  const atStart = activeIndex === 0;
  const atEnd = last >= total;
  // Until swiper has started (or while it is rebuilt) the arrows cannot move anything: say so.
  const ready = swiper !== null && !swiper.destroyed;

  /** Moves a page of slides if there is one that way; says whether it did. */
  const move = (direction: 'prev' | 'next') => {
    if (!showArrows || !ready || (direction === 'prev' ? atStart : atEnd)) return false;
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
    return true;
  };

  /** Focus on the first slide now in view (after ←/→ from a slide, which moved out of view). */
  const focusFirstInView = () => {
    const slide = swiper?.slides[swiper.activeIndex];
    slide?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  };

  // The latest handlers for the listener below, which is added once per carousel element.
  const keys = useRef({ move, focusFirstInView });
  useEffect(() => {
    keys.current = { move, focusFirstInView };
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof Element && event.target.closest(KEEPS_ARROW_KEYS)) return;
      if (!keys.current.move(event.key === 'ArrowLeft' ? 'prev' : 'next')) return;
      event.preventDefault();
      // From a slide, the focus follows the page (on the arrow buttons it stays where it is).
      if (event.target instanceof Element && event.target.closest('.swiper-slide'))
        keys.current.focusFirstInView();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const fitSwipeToWidth = (instance: SwiperInstance) => {
    instance.params.longSwipesRatio = longSwipesRatio(instance.width);
  };

  return (
    <section
      ref={root}
      className={[styles.carousel, arrows === 'sides' && styles.sides, className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription={labels.carousel}
      aria-label={label}
    >
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {labels.shown(first, last, total)}
      </p>
      {/* Before the slides, so the controls come first in reading and tab order. */}
      {showArrows && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={labels.previous}
            aria-disabled={!ready || atStart}
            onClick={() => move('prev')}
          />
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={labels.next}
            aria-disabled={!ready || atEnd}
            onClick={() => move('next')}
          />
        </div>
      )}
      <Swiper
        key={rebuildKey}
        className={styles.swiper}
        modules={[A11y]}
        wrapperTag="ul"
        slidesPerView={perView}
        slidesPerGroup={perView}
        spaceBetween={spaceBetween}
        speed={reducedMotion ? 0 : SPEED_MS}
        allowTouchMove={swipe}
        {...SWIPER_TOUCH_PARAMS}
        // Keep the list semantics: no roles or labels on the slides, our own live region.
        a11y={{
          slideRole: '',
          slideLabelMessage: '',
          wrapperLiveRegion: false,
          scrollOnFocus: true,
        }}
        watchSlidesProgress
        onSwiper={(instance) => {
          fitSwipeToWidth(instance);
          setSwiper(instance);
          setActiveIndex(0);
        }}
        onResize={fitSwipeToWidth}
        onSlideChange={(instance) => setActiveIndex(instance.activeIndex)}
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)} tag="li" className={slideClassName}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
