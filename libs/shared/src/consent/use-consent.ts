import { useSharedState } from '../store/use-shared-state';
import type { ConsentCategory } from './consent-category';
import { granted } from './consent-store';

/** Whether the visitor consented to `category`; re-renders when the consent changes. */
export function useConsent(category: ConsentCategory): boolean {
  return useSharedState(granted).has(category);
}
