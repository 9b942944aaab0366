import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from './consent-category';
import { consentStore } from './consent-store';

/** Whether the visitor consented to `category`; re-renders when that changes. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => consentStore.has(category),
    () => false,
  );
}
