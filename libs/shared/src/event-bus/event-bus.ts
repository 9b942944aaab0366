import { guardSingleton } from '../singleton/guard-singleton';
import { UnknownEventError } from './unknown-event-error';

export const EVENT_NAMES = ['list.reload', 'userbranch.update'] as const;

export type EventName = (typeof EVENT_NAMES)[number];

export type EventHandler = (detail: unknown) => void;

// Events travel as window CustomEvents with a prefixed type, so two copies of this library on one
// page (a federation misconfiguration) still hear each other.
const TYPE_PREFIX = 'ctb:';

function assertKnown(name: string): asserts name is EventName {
  if (!(EVENT_NAMES as readonly string[]).includes(name)) throw new UnknownEventError(name);
}

guardSingleton('event bus');

/** The page-wide event bus shared by all apps. */
export const eventBus = {
  emit(name: EventName, detail?: unknown): void {
    assertKnown(name);
    window.dispatchEvent(new CustomEvent(TYPE_PREFIX + name, { detail }));
  },

  /** Listens to `name`; returns the function that stops listening. */
  on(name: EventName, handler: EventHandler): () => void {
    assertKnown(name);
    const listener = (event: Event) => handler((event as CustomEvent).detail);
    window.addEventListener(TYPE_PREFIX + name, listener);
    return () => window.removeEventListener(TYPE_PREFIX + name, listener);
  },
};
