import { useSyncExternalStore } from 'react';
import { breakpointForWidth, type Breakpoint } from './breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current breakpoint (xs to xl); re-renders only when the viewport crosses one. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointForWidth(window.innerWidth),
    () => 'xs',
  );
}
