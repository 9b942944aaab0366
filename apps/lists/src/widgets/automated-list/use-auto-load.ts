import { useEffect, useRef, type RefObject } from 'react';

/**
 * 1200 px (one and a half screens) below the visible part: the next page is asked for that far
 * ahead, so it arrives while the list's end is still out of view and nothing seen moves down.
 */
const LOAD_AHEAD = '0px 0px 1200px 0px';

/**
 * Calls `load` whenever the sentinel comes within LOAD_AHEAD of the visible part while
 * `enabled`. Without IntersectionObserver (old browsers, tests that do not provide one) nothing
 * loads by itself.
 */
export function useAutoLoad(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  load: () => void,
) {
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoad.current();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}

export const canAutoLoad = () => typeof IntersectionObserver !== 'undefined';
