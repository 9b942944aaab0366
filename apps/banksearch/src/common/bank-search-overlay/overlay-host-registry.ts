import { useEffect, useState, useSyncExternalStore } from 'react';

type Listener = () => void;

// The widget roots able to show the overlay, in mounting order: the first one shows it.
const hosts: symbol[] = [];
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentHost = () => hosts[0] ?? null;

/**
 * Whether this widget root shows the bank search overlay: the first mounted root of the domain
 * claims it, and when that root unmounts the next one takes over, so exactly one overlay renders
 * per page whichever widget asked for it.
 */
export function useIsOverlayHost(): boolean {
  const [token] = useState(() => Symbol('overlay host'));
  useEffect(() => {
    hosts.push(token);
    publish();
    return () => {
      const index = hosts.indexOf(token);
      if (index >= 0) hosts.splice(index, 1);
      publish();
    };
  }, [token]);
  return useSyncExternalStore(subscribe, currentHost, () => null) === token;
}
