import { useSharedState } from '@ctb/shared/state';
import type { ConsentCategory } from './consent-category';
import type { ConsentDecision } from './consent-cookie';
import { decision, granted } from './consent-store';

/** Whether the visitor consented to `category`; re-renders when the consent changes. */
export function useConsent(category: ConsentCategory): boolean {
  return useSharedState(granted).has(category);
}

/** The visitor's last decision in the cookie banner (null before one); follows other tabs too. */
export function useConsentDecision(): ConsentDecision | null {
  return useSharedState(decision);
}
