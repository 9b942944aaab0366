import { useLayoutEffect, useState, type RefObject } from 'react';

/** Tab titles wider than this together make an accordion instead (SPEC). */
export const MAX_TABS_WIDTH = 720;
/** Below this viewport width it is always an accordion (phones, small tablets). */
export const TABS_FROM_WIDTH = 768;

/** Whether the viewport is wide enough for tabs (a media query: it lays nothing out). */
function wideEnough(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(`(min-width: ${TABS_FROM_WIDTH}px)`).matches
    : window.innerWidth >= TABS_FROM_WIDTH;
}

/**
 * Whether the tab titles fit as tabs: the viewport is at least 768 px wide and the titles, laid
 * out in `measure` at their natural width, take no more than 720 px together. Decided before the
 * first paint. On a narrower viewport nothing is measured: reading the titles' widths makes the
 * browser lay out everything the page inserted since its last frame, in the widget's task.
 */
export function useTabsFit(measure: RefObject<HTMLElement | null>, titles: string): boolean {
  const [fit, setFit] = useState(wideEnough);
  useLayoutEffect(() => {
    const element = measure.current;
    if (!element) return undefined;
    const check = () => {
      if (!wideEnough()) {
        setFit(false);
        return;
      }
      const total = Array.from(element.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      );
      setFit(total <= MAX_TABS_WIDTH);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [measure, titles]);
  return fit;
}
