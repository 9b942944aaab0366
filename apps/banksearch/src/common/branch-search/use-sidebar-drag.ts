import { useCallback, useRef, useState, type TouchEvent } from 'react';
import { SWIPE_THRESHOLD } from './search-constants';

/** 0 = only the search, 1 = results over 40 % of the height, 2 = over 80 %. */
export type DragState = 0 | 1 | 2;

const clamp = (state: number): DragState => Math.max(0, Math.min(2, state)) as DragState;

/**
 * The sidebar's drag states on small screens (SPEC: states 0, 1, 2; a touch swipe beyond 40 px
 * moves one state: up opens further, down closes).
 */
export function useSidebarDrag(initial: DragState = 1) {
  const [state, setState] = useState<DragState>(initial);
  const startY = useRef<number | null>(null);

  const onTouchStart = useCallback((event: TouchEvent) => {
    startY.current = event.touches[0]?.clientY ?? null;
  }, []);

  const onTouchEnd = useCallback((event: TouchEvent) => {
    const from = startY.current;
    const to = event.changedTouches[0]?.clientY;
    startY.current = null;
    if (from === null || to === undefined) return;
    const moved = from - to;
    if (moved > SWIPE_THRESHOLD) setState((current) => clamp(current + 1));
    else if (moved < -SWIPE_THRESHOLD) setState((current) => clamp(current - 1));
  }, []);

  /** The handle's button: a step further open, or back to closed from fully open. */
  const toggle = useCallback(
    () => setState((current) => (current === 2 ? 0 : clamp(current + 1))),
    [],
  );

  /** A branch was chosen (in the list or on the map): the sheet opens fully for its detail. */
  const open = useCallback(() => setState(2), []);

  return { state, setState, onTouchStart, onTouchEnd, toggle, open };
}
