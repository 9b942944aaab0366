import { lazy, Suspense } from 'react';
import { I18nProvider, usePageConfig } from '@ctb/shared/runtime';
import {
  useBranchSearchRequest,
  type BranchSearchRequest,
} from '../branch-search-request/branch-search-request';
import { loadBankSearchOverlay } from './load-bank-search-overlay';
import { OverlayErrorBoundary } from './overlay-error-boundary';
import { OverlayFailure } from './overlay-failure';
import { useIsOverlayHost } from './overlay-host-registry';
import { messages } from './messages';

// The map, sidebar and dialog load with the first overlay a visitor opens.
const lazyOverlay = () =>
  lazy(() => loadBankSearchOverlay().then((module) => ({ default: module.BankSearchOverlay })));
let BankSearchOverlay = lazyOverlay();

/** React keeps a lazy component's failure for good: after one, the next open loads afresh. */
function loadAfreshNextTime(): void {
  BankSearchOverlay = lazyOverlay();
}

/** Forgets the loaded overlay, so that a test decides how the next load goes. */
export const resetOverlayForTests = loadAfreshNextTime;

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

/**
 * Renders the open bank search overlay if this widget root is the page's overlay host. An
 * overlay that fails (its chunk does not load, or it throws while rendering) is logged and
 * replaced by a closable message; the widgets sharing the host keep working, and the next
 * request tries again.
 */
export function OverlayHostSlot() {
  const isHost = useIsOverlayHost();
  const request = useBranchSearchRequest();
  const { language } = usePageConfig();
  if (!isHost || !request) return null;
  const key = keyOf(request);
  // The failure's texts here, whichever widget hosts it; the overlay brings its own with its chunk.
  // Outside the provider too: on a page not in German its texts may still be loading, which must
  // not suspend (and blank) the widget hosting the overlay.
  return (
    <Suspense fallback={null}>
      <I18nProvider language={language} messages={messages}>
        <OverlayErrorBoundary
          key={key}
          onError={loadAfreshNextTime}
          fallback={<OverlayFailure opener={request.opener ?? null} />}
        >
          <Suspense fallback={null}>
            <BankSearchOverlay key={key} request={request} />
          </Suspense>
        </OverlayErrorBoundary>
      </I18nProvider>
    </Suspense>
  );
}
