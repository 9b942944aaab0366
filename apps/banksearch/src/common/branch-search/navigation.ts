import { createContext, useContext } from 'react';
import { safeNavigationTarget } from '@ctb/shared/runtime';

/**
 * Leaves the page for `url`, which must pass the shared navigation check (a `javascript:` URL
 * handed to location.assign would run). A context so that tests can watch navigation jsdom
 * cannot do.
 */
export const NavigationContext = createContext<(url: string) => void>((url) => {
  const target = safeNavigationTarget(url, { source: 'banksearch navigation' });
  if (target) window.location.assign(target);
});

export function useNavigate(): (url: string) => void {
  return useContext(NavigationContext);
}
