import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `load` whenever the sentinel scrolls into view while `enabled`. Without
 * IntersectionObserver (old browsers, tests that do not provide one) nothing loads by itself.
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latestLoad.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}

export const canAutoLoad = () => typeof IntersectionObserver !== 'undefined';
