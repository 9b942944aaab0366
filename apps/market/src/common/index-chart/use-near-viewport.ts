import { useEffect, useState } from 'react';

/** How far ahead of the viewport the chart starts loading, so it is drawn when it scrolls in. */
const LOOK_AHEAD = '300px 0px';

/**
 * Turns true once `element` comes within LOOK_AHEAD of the viewport, and stays true. Without
 * IntersectionObserver (jsdom in the component tests; every supported browser has it) it never
 * does: the key figures and the table stand without the picture.
 */
export function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
