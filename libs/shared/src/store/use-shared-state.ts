import { useSyncExternalStore } from 'react';
import type { SharedState } from './shared-state';

/** What a component can follow: a shared state, or a store built on one (the branch store). */
export type ReadableState<T> = Pick<SharedState<T>, 'get' | 'subscribe'>;

/**
 * The value of `state`, re-rendering on every change. Read through React's external store hook,
 * so the first render already shows the value of now and concurrent renders never disagree.
 */
export function useSharedState<T>(state: ReadableState<T>): T {
  return useSyncExternalStore(state.subscribe, state.get, state.get);
}
