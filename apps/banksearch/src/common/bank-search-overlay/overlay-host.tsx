import type { ReactNode } from 'react';
import { OverlayHostSlot } from './overlay-host-slot';

/**
 * The banksearch app's wrapper around each of its widgets (createDomainApp's `wrapper`): any of
 * them can show the bank search overlay that `openBranchSearch` asks for, one per page,
 * whichever widget opened it.
 */
export function OverlayHost({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <OverlayHostSlot />
    </>
  );
}
