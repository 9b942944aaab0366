import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import { useBreakpoint } from '@ctb/shared';
import type { TeaserItem } from './api';
import { TeaserCard } from './teaser-card';
import { ARROWS_FROM_ITEMS, slidesPerView } from './slides-per-view';
import styles from './teaser-slider.module.css';
import { useReducedMotion } from './use-reduced-motion';

const SPEED_MS = 300;

/** Keys that belong to the element that has them (text entry, options, sliders of their own). */
const KEEPS_ARROW_KEYS = 'input, textarea, select, [contenteditable="true"], [role="slider"]';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface TeaserCarouselProps {
  items: TeaserItem[];
  label: string;
  cardHeadingLevel: 3 | 4 | 5;
}

/**
 * The teasers as a swiper carousel: a labelled region holding a list, one item per slide, with
 * previous/next buttons of its own (so their names, focus and state are ours, not swiper's).
 *
 * No swiper keyboard module: it listens on the whole document and takes the arrow and page keys
 * from everything else on the page whenever a slider is in view. Here ←/→ page only while the
 * focus is inside this carousel; every other key keeps its usual meaning.
 */
export function TeaserCarousel({ items, label, cardHeadingLevel }: TeaserCarouselProps) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const perView = slidesPerView(breakpoint);
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const root = useRef<HTMLElement>(null);

  const total = items.length;
  const first = Math.min(activeIndex + 1, total);
  const last = Math.min(activeIndex + perView, total);
  const atStart = activeIndex === 0;
  const atEnd = last >= total;
  const showArrows = total >= ARROWS_FROM_ITEMS;
  // Until swiper has started (or while it is rebuilt) the arrows cannot move anything: say so.
  const ready = swiper !== null && !swiper.destroyed;

  /** Moves a page of teasers if there is one that way; says whether it did. */
  const move = (direction: 'prev' | 'next') => {
    if (!showArrows || !ready || (direction === 'prev' ? atStart : atEnd)) return false;
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
    return true;
  };

  /** Focus on the first teaser now in view (after ←/→ from a teaser, which moved out of view). */
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
      // From a teaser, the focus follows the page (on the arrow buttons it stays where it is).
      if (event.target instanceof Element && event.target.closest('.swiper-slide'))
        keys.current.focusFirstInView();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription={intl.formatMessage({ id: 'lists.teaserSlider.carousel' })}
      aria-label={label}
    >
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {first === last
          ? intl.formatMessage({ id: 'lists.teaserSlider.visibleOne' }, { first, total })
          : intl.formatMessage({ id: 'lists.teaserSlider.visibleRange' }, { first, last, total })}
      </p>
      {/* Before the slides, so the controls come first in reading and tab order. */}
      {showArrows && (
        <div className={styles.arrows}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={intl.formatMessage({ id: 'lists.teaserSlider.previous' })}
            aria-disabled={!ready || atStart}
            onClick={() => move('prev')}
          />
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={intl.formatMessage({ id: 'lists.teaserSlider.next' })}
            aria-disabled={!ready || atEnd}
            onClick={() => move('next')}
          />
        </div>
      )}
      {/* Rebuilt when the breakpoint changes (SPEC), starting again at the first teaser. */}
      <Swiper
        key={breakpoint}
        className={styles.swiper}
        modules={[A11y]}
        wrapperTag="ul"
        slidesPerView={perView}
        slidesPerGroup={perView}
        spaceBetween={24}
        speed={reducedMotion ? 0 : SPEED_MS}
        // Keep the list semantics: no roles or labels on the slides, our own live region.
        a11y={{
          slideRole: '',
          slideLabelMessage: '',
          wrapperLiveRegion: false,
          scrollOnFocus: true,
        }}
        watchSlidesProgress
        onSwiper={(instance) => {
          setSwiper(instance);
          setActiveIndex(0);
        }}
        onSlideChange={(instance) => setActiveIndex(instance.activeIndex)}
      >
        {items.map((item) => (
          <SwiperSlide key={item.id} tag="li" className={styles.slide}>
            <TeaserCard item={item} headingLevel={cardHeadingLevel} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
