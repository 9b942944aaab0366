import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, breakpointForWidth, type Breakpoint } from './breakpoints';

// From the widest down: the first that matches names the breakpoint, none is xs.
const STEPS = (['xl', 'lg', 'md', 'sm'] as const).map((breakpoint) => ({
  breakpoint,
  query: `(min-width: ${BREAKPOINTS[breakpoint]}px)`,
}));

const listeners = new Set<() => void>();
// While anyone listens: the page's one set of media query lists and the breakpoint they gave
// last. Read from there, a render costs nothing; `window.innerWidth` would force a layout.
let lists: MediaQueryList[] | null = null;
let current: Breakpoint = 'xs';

function hasMatchMedia(): boolean {
  return typeof window.matchMedia === 'function';
}

function evaluate(from: readonly MediaQueryList[] | null): Breakpoint {
  // jsdom and old browsers have no matchMedia: the viewport's width as before.
  if (!from) return breakpointForWidth(window.innerWidth);
  const index = from.findIndex((list) => list.matches);
  return index === -1 ? 'xs' : STEPS[index]!.breakpoint;
}

function queryLists(): MediaQueryList[] | null {
  return hasMatchMedia() ? STEPS.map(({ query }) => window.matchMedia(query)) : null;
}

function update(): void {
  const next = evaluate(lists);
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    lists = queryLists();
    current = evaluate(lists);
    if (lists) lists.forEach((list) => list.addEventListener('change', update));
    else window.addEventListener('resize', update);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    if (lists) lists.forEach((list) => list.removeEventListener('change', update));
    else window.removeEventListener('resize', update);
    lists = null;
  };
}

function getSnapshot(): Breakpoint {
  // Before the first widget subscribes (its first render) the lists are asked once.
  return listeners.size > 0 ? current : evaluate(queryLists());
}

/**
 * The current breakpoint (xs to xl); re-renders only when the viewport crosses one. All widgets
 * of a page share one set of `matchMedia` listeners for the SPEC breakpoints.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'xs');
}
