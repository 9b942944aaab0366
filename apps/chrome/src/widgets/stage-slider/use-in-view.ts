import { useEffect, useState, type RefObject } from 'react';

/** How long scrolling (resizing) must have stopped before a change of visibility counts. */
export const SCROLL_DEBOUNCE_MS = 150;
export const RESIZE_DEBOUNCE_MS = 300;
/** Share of the slider that must be on screen for it to count as in view. */
const VISIBLE_SHARE = 0.25;

/**
 * Whether the element is on screen, from an IntersectionObserver; a change takes effect once
 * scrolling has rested 150 ms (resizing 300 ms), so a slider scrolled past quickly neither stops
 * nor starts. Without IntersectionObserver it counts as in view.
 */
export function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let latest = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** When the last resize event came: until 300 ms after it nothing is decided. */
    let resizedAt = -Infinity;
    const settle = () => {
      clearTimeout(timer);
      const resizeRest = resizedAt + RESIZE_DEBOUNCE_MS - Date.now();
      timer = setTimeout(() => setInView(latest), Math.max(SCROLL_DEBOUNCE_MS, resizeRest));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        latest = entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE;
        settle();
      },
      { threshold: [0, VISIBLE_SHARE, 0.5, 1] },
    );
    observer.observe(element);
    // Each scroll or resize event postpones the decision until the page rests: 150 ms after the
    // last scroll, and never sooner than 300 ms after the last resize (the observer's report of
    // a change a resize caused, or a scroll meanwhile, does not cut that short).
    const onScroll = () => settle();
    const onResize = () => {
      resizedAt = Date.now();
      settle();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [target]);

  return inView;
}
