import { lazy, Suspense } from 'react';
import { useBranchSearchRequest } from '../branch-search-request/branch-search-request';
import { useIsOverlayHost } from './overlay-host-registry';

// The map, sidebar and dialog load with the first overlay a visitor opens.
const BankSearchOverlay = lazy(() =>
  import('./bank-search-overlay').then((module) => ({ default: module.BankSearchOverlay })),
);

/** Renders the open bank search overlay if this widget root is the page's overlay host. */
export function OverlayHostSlot() {
  const isHost = useIsOverlayHost();
  const request = useBranchSearchRequest();
  if (!isHost || !request) return null;
  return (
    <Suspense fallback={null}>
      <BankSearchOverlay request={request} />
    </Suspense>
  );
}
