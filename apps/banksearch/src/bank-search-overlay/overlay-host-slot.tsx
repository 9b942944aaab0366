import { lazy, Suspense } from 'react';
import {
  useBranchSearchRequest,
  type BranchSearchRequest,
} from '../branch-search-request/branch-search-request';
import { useIsOverlayHost } from './overlay-host-registry';

// The map, sidebar and dialog load with the first overlay a visitor opens.
const BankSearchOverlay = lazy(() =>
  import('./bank-search-overlay').then((module) => ({ default: module.BankSearchOverlay })),
);

// Each request opens a fresh search, also when one replaces another while the overlay is open.
const requestKeys = new WeakMap<BranchSearchRequest, number>();
let lastKey = 0;
function keyOf(request: BranchSearchRequest): number {
  let key = requestKeys.get(request);
  if (key === undefined) {
    key = ++lastKey;
    requestKeys.set(request, key);
  }
  return key;
}

/** Renders the open bank search overlay if this widget root is the page's overlay host. */
export function OverlayHostSlot() {
  const isHost = useIsOverlayHost();
  const request = useBranchSearchRequest();
  if (!isHost || !request) return null;
  return (
    <Suspense fallback={null}>
      <BankSearchOverlay key={keyOf(request)} request={request} />
    </Suspense>
  );
}
