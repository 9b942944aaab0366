import { useEffect, useState } from 'react';
import { sharedState, useSharedState } from '@ctb/shared/state';

// The widget roots able to show the overlay, in mounting order: the first one shows it.
const hosts = sharedState<readonly symbol[]>(() => []);

/**
 * Whether this widget root shows the bank search overlay: the first mounted root of the domain
 * claims it, and when that root unmounts the next one takes over, so exactly one overlay renders
 * per page whichever widget asked for it.
 */
export function useIsOverlayHost(): boolean {
  const [token] = useState(() => Symbol('overlay host'));
  useEffect(() => {
    hosts.set([...hosts.get(), token]);
    return () => hosts.set(hosts.get().filter((host) => host !== token));
  }, [token]);
  return useSharedState(hosts)[0] === token;
}
