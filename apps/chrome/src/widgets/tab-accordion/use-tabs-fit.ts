import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Tab titles wider than this together make an accordion instead (SPEC). */
export const MAX_TABS_WIDTH = 720;
/** Below this viewport width it is always an accordion (phones, small tablets). */
export const TABS_FROM_WIDTH = 768;

/**
 * Whether the tab titles fit as tabs: the viewport is at least 768 px wide and the titles, laid
 * out in `measure` at their natural width, take no more than 720 px together.
 *
 * Measured when a ResizeObserver reports the titles' row: after the browser's own layout and
 * before that frame is painted, so the first picture is already the right one. Read in the commit
 * instead, the widths made the browser lay out everything the page inserted since its last frame
 * in the widget's task (a long task on a page of widgets). Without a ResizeObserver, in the commit.
 */
export function useTabsFit(measure: RefObject<HTMLElement | null>, titles: string): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = measure.current;
    if (!element) return undefined;
    const fits = () => {
      const total = Array.from(element.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      );
      return window.innerWidth >= TABS_FROM_WIDTH && total <= MAX_TABS_WIDTH;
    };
    const check = () => setFit(fits());
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => flushSync(check));
    if (observer) observer.observe(element);
    else check();
    window.addEventListener('resize', check);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', check);
    };
  }, [measure, titles]);
  return fit;
}
