import { guardSingleton } from '../singleton/guard-singleton';
import { sharedState } from '../store/shared-state';
import type { ConsentCategory } from './consent-category';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';

guardSingleton('consent store');

/** The granted categories; `useConsent` follows it. */
export const granted = sharedState<ReadonlySet<ConsentCategory>>(readConsentCookie);

const sameCategories = (a: ReadonlySet<ConsentCategory>, b: ReadonlySet<ConsentCategory>) =>
  a.size === b.size && [...a].every((category) => b.has(category));

function change(category: ConsentCategory, grant: boolean): void {
  // The cookie, not this page's copy, is the base: another tab may have changed it meanwhile.
  const categories = readConsentCookie();
  if (grant) categories.add(category);
  else categories.delete(category);
  writeConsentCookie(categories);
  if (!sameCategories(categories, granted.get())) granted.set(categories);
}

// Consent given or revoked in another tab is in the cookie, which has no change event: read it
// again when the visitor returns to this tab.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') return;
  const categories = readConsentCookie();
  if (!sameCategories(categories, granted.get())) granted.set(categories);
});

/** The visitor's cookie-banner consent, kept in the `ctb_consent` cookie. */
export const consentStore = {
  has(category: ConsentCategory): boolean {
    return granted.get().has(category);
  },
  grant(category: ConsentCategory): void {
    change(category, true);
  },
  revoke(category: ConsentCategory): void {
    change(category, false);
  },
  /** Calls `listener` with the granted categories after every change; returns the unsubscribe function. */
  subscribe(listener: (categories: ReadonlySet<ConsentCategory>) => void): () => void {
    return granted.subscribe(listener);
  },
};
