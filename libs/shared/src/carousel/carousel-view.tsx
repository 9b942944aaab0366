import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import 'swiper/swiper.css';
import { useReducedMotion } from '@ctb/shared/runtime';
import { longSwipesRatio, SWIPER_TOUCH_PARAMS } from './swipe-rules';
import type { CarouselProps } from './carousel-types';
import { slideLayout } from './slide-layout';
import styles from './carousel.module.css';

const SPEED_MS = 300;

/** Keys that belong to the element that has them (text entry, options, sliders of their own). */
const KEEPS_ARROW_KEYS = 'input, textarea, select, [contenteditable="true"], [role="slider"]';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Runs `start` in a task after the next frame is painted; returns a cancel. */
function afterNextPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer set in a frame's callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(start, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The carousel on swiper: a labelled region holding a list, one item per slide, with previous/next
 * buttons of its own (so their names, focus and state are ours, not swiper's).
 *
 * React renders the slides, laid out by CSS in their final places; swiper's core starts on that
 * markup a frame later. Started in the commit (as swiper/react does), its first size reads made the
 * browser compute the style and layout of all a page's widgets inserted since the last frame, in
 * the commit's task; after a frame it pays for its own slides only, in a task of its own.
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
  // The running swiper (one per build); `ready` while there is one. Until then (also while it is
  // rebuilt) the arrows cannot move anything, and say so.
  const started = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);

  // A new element for each build: swiper's destroy clears the styles of the one it ran on. A new
  // build starts from the first slide, said at once (not a frame later, when swiper has started).
  const build = `${rebuildKey ?? ''}/${perView}/${spaceBetween}`;
  const [shownBuild, setShownBuild] = useState(build);
  if (shownBuild !== build) {
    setShownBuild(build);
    setActiveIndex(0);
  }

  const total = items.length;
  const first = Math.min(activeIndex + 1, total);
  const last = Math.min(activeIndex + perView, total);
  const atStart = activeIndex === 0;
  const atEnd = last >= total;

  /** Moves a page of slides if there is one that way; says whether it did. */
  const move = (direction: 'prev' | 'next') => {
    const swiper = started.current;
    if (!showArrows || !swiper || (direction === 'prev' ? atStart : atEnd)) return false;
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
    return true;
  };

  /** Focus on the first slide now in view (after ←/→ from a slide, which moved out of view). */
  const focusFirstInView = () => {
    const swiper = started.current;
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

  // The visitor's motion setting and the editor's swipe setting: read when swiper starts, applied
  // to a started one without a rebuild (which would move it back to the first slide).
  const settings = useRef({ reducedMotion, swipe });
  useEffect(() => {
    settings.current = { reducedMotion, swipe };
    const instance = started.current;
    if (!instance) return;
    instance.params.speed = reducedMotion ? 0 : SPEED_MS;
    instance.params.allowTouchMove = swipe;
    instance.allowTouchMove = swipe;
  }, [reducedMotion, swipe]);

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    let instance: Swiper | undefined;
    const fitSwipeToWidth = (current: Swiper) => {
      current.params.longSwipesRatio = longSwipesRatio(current.width);
    };
    const cancel = afterNextPaint(() => {
      instance = new Swiper(element, {
        modules: [A11y],
        slidesPerView: perView,
        slidesPerGroup: perView,
        spaceBetween,
        speed: settings.current.reducedMotion ? 0 : SPEED_MS,
        allowTouchMove: settings.current.swipe,
        ...SWIPER_TOUCH_PARAMS,
        // Keep the list semantics: no roles or labels on the slides, our own live region.
        a11y: {
          slideRole: '',
          slideLabelMessage: '',
          wrapperLiveRegion: false,
          scrollOnFocus: true,
        },
        watchSlidesProgress: true,
        on: {
          resize: fitSwipeToWidth,
          slideChange: (current) => setActiveIndex(current.activeIndex),
        },
      });
      fitSwipeToWidth(instance);
      started.current = instance;
      setActiveIndex(0);
      setReady(true);
    });
    return () => {
      cancel();
      instance?.destroy(true, true);
      started.current = null;
      setReady(false);
    };
  }, [rebuildKey, perView, spaceBetween]);

  // Slides added or removed after the start (a list's answer): swiper measures them again.
  const slideKeys = items.map(itemKey).join('\n');
  const measuredKeys = useRef(slideKeys);
  useLayoutEffect(() => {
    const instance = started.current;
    if (instance && measuredKeys.current !== slideKeys) instance.update();
    measuredKeys.current = slideKeys;
  }, [slideKeys]);

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
      <div
        ref={track}
        key={build}
        className={`swiper ${styles.swiper}`}
        style={slideLayout(perView, spaceBetween)}
      >
        <ul className="swiper-wrapper" aria-busy={ready ? undefined : true}>
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              className={['swiper-slide', slideClassName].filter(Boolean).join(' ')}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
