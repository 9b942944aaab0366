import { atom } from 'jotai';
import { sharedStore } from './shared-store';

/** A value that widgets, of one app or of several, share on the page. */
export interface SharedState<T> {
  /** The value now; the first read takes it from `initial`. */
  get(): T;
  /** Replaces the value; subscribers hear of it unless it is the same value (Object.is). */
  set(next: T): void;
  /** Calls `listener` with the new value after every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
  /** Forgets the value: the next read takes it from `initial` again. */
  reset(): void;
}

/**
 * Creates a shared state: a jotai atom in libs/shared's store, with `get`/`set`/`subscribe` for
 * code outside React and `useSharedState` for components. `initial` runs on the first read (and
 * again after `reset`), so reading storage or the URL waits until some widget needs the value.
 */
export function sharedState<T>(initial: () => T): SharedState<T> {
  // A new object on every set and reset, so a reset always starts again, even right after one.
  const slot = atom<{ value: T } | { unset: true }>({ unset: true });
  // jotai keeps a derived value until what it read changes: `initial` runs once per reset.
  const value = atom((get) => {
    const current = get(slot);
    return 'value' in current ? current.value : initial();
  });
  return {
    get: () => sharedStore.get(value),
    set: (next) => sharedStore.set(slot, { value: next }),
    subscribe: (listener) => sharedStore.sub(value, () => listener(sharedStore.get(value))),
    reset: () => sharedStore.set(slot, { unset: true }),
  };
}
