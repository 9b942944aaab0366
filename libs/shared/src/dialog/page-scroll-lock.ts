import { useEffect } from 'react';

let holders = 0;
let restore: (() => void) | undefined;

/**
 * Stops the page behind from scrolling: a swipe or the wheel over the backdrop moved the CMS
 * page under an open dialog. The page's scrollbar, where it takes room (a desktop's classic one),
 * is replaced by as much padding, so nothing behind the backdrop moves sideways. Nested dialogs
 * share one lock; the page gets its own styles back when the last one closes.
 */
function lockPageScroll(): () => void {
  holders += 1;
  if (holders === 1) {
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) {
      const padding = parseFloat(getComputedStyle(root).paddingRight) || 0;
      root.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    restore = () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      restore?.();
      restore = undefined;
    }
  };
}

/**
 * Locks the page's scroll while the component that calls it is mounted: every dialog of the
 * library does; an app's own overlay (a menu over the page) calls it too, so they share one lock.
 */
export function usePageScrollLock(): void {
  useEffect(() => lockPageScroll(), []);
}
