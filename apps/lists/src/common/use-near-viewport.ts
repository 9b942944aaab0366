import { useEffect, useState, type RefObject } from 'react';

/**
 * How far ahead a widget below the fold starts fetching and rendering: one and a half viewport
 * heights above and below the visible part, so it is there before it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '150% 0px';

function hashTarget(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface NearViewportOptions {
  /** An id inside the widget (its heading): a URL hash naming it renders the widget at once. */
  anchorId?: string;
  /** Renders at once (e.g. the URL holds the widget's state). */
  immediate?: boolean;
}

/**
 * True once `element` has come within NEAR_VIEWPORT_MARGIN of the viewport, or at once when the
 * page's hash names `anchorId` (also when it changes to it later, e.g. through the page's index),
 * when `immediate`, or without IntersectionObserver. It stays true.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  { anchorId, immediate = false }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(
    () =>
      immediate ||
      typeof IntersectionObserver === 'undefined' ||
      (anchorId !== undefined && hashTarget() === anchorId),
  );
  useEffect(() => {
    if (near) return;
    const onHashChange = () => {
      if (anchorId !== undefined && hashTarget() === anchorId) setNear(true);
    };
    window.addEventListener('hashchange', onHashChange);
    const target = element.current;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    if (target) observer.observe(target);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      observer.disconnect();
    };
  }, [near, element, anchorId]);
  return near;
}
