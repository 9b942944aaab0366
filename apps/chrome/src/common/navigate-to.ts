import { safeNavigationTarget } from '@ctb/shared/runtime';

/**
 * Leaves the page for `url` (a chosen search suggestion), which must pass the shared navigation
 * check: a `javascript:` URL handed to location.assign would run. A module of its own so that
 * the app's tests can watch the navigation jsdom cannot do.
 */
export function navigateTo(url: string, source: string): void {
  const target = safeNavigationTarget(url, { source });
  if (target) window.location.assign(target);
}
