import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; follows changes (e.g. `(min-width: 1025px)`). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

let viewportWidth: number | undefined;
const followers = new Set<() => void>();

function onResize() {
  viewportWidth = window.innerWidth;
  followers.forEach((follower) => follower());
}

function follow(onChange: () => void): () => void {
  if (followers.size === 0) window.addEventListener('resize', onResize);
  followers.add(onChange);
  return () => {
    followers.delete(onChange);
    if (followers.size > 0) return;
    window.removeEventListener('resize', onResize);
    viewportWidth = undefined;
  };
}

/**
 * The viewport's width, following resizes (for layouts with breakpoints of their own). Read once
 * and then at each resize, not at every render: `innerWidth` makes the browser bring the page's
 * style and layout up to date, in a render that is mostly the page's widgets inserting theirs.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    follow,
    () => (viewportWidth ??= window.innerWidth),
    () => 1280,
  );
}
