import { useLayoutEffect, useState, type RefObject } from 'react';

/** Tab titles wider than this together make an accordion instead (SPEC). */
export const MAX_TABS_WIDTH = 720;
/** Below this viewport width it is always an accordion (phones, small tablets). */
export const TABS_FROM_WIDTH = 768;

/**
 * Whether the tab titles fit as tabs: the viewport is at least 768 px wide and the titles, laid
 * out in `measure` at their natural width, take no more than 720 px together.
 */
export function useTabsFit(measure: RefObject<HTMLElement | null>, titles: string): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = measure.current;
    if (!element) return undefined;
    const check = () => {
      const total = Array.from(element.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      );
      setFit(window.innerWidth >= TABS_FROM_WIDTH && total <= MAX_TABS_WIDTH);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [measure, titles]);
  return fit;
}
