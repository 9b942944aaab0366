import { guardSingleton } from '../singleton/guard-singleton';
import type { ConsentCategory } from './consent-category';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';

type Listener = () => void;

// Changes are also announced on window, so a second copy of this library stays in step.
const CHANGE_EVENT = 'ctb:consent.change';

guardSingleton('consent store');

const listeners = new Set<Listener>();
let listening = false;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function change(category: ConsentCategory, granted: boolean): void {
  const categories = readConsentCookie();
  if (categories.has(category) === granted) return;
  if (granted) categories.add(category);
  else categories.delete(category);
  writeConsentCookie(categories);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The visitor's cookie-banner consent, kept in the `ctb_consent` cookie. */
export const consentStore = {
  has(category: ConsentCategory): boolean {
    return readConsentCookie().has(category);
  },
  grant(category: ConsentCategory): void {
    change(category, true);
  },
  revoke(category: ConsentCategory): void {
    change(category, false);
  },
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    if (!listening) {
      listening = true;
      window.addEventListener(CHANGE_EVENT, notify);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
