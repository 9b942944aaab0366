import { useEffect, useRef, type RefObject } from 'react';
import { swipeIntent } from '@ctb/shared/carousel';

/**
 * Touch swipes on `target` under the site's swipe rules (libs/shared `swipeIntent`): 100 px
 * sideways within 25 px of the line pages, a mostly vertical touch scrolls the page as usual.
 * Mouse and pen drags are left alone (they select text, drag links).
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onSwipe: (direction: 'next' | 'previous') => void,
  enabled = true,
): void {
  const latest = useRef(onSwipe);
  useEffect(() => {
    latest.current = onSwipe;
  });

  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return undefined;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const intent = swipeIntent(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      if (intent === 'next' || intent === 'previous') latest.current(intent);
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [target, enabled]);
}
