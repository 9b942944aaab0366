import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@ctb/shared/dialogs';
import { closeBranchSearch } from '../branch-search-request/branch-search-request';

/**
 * What the visitor sees instead of a bank search overlay that failed: a calm dialog to close.
 * Closing ends the request, and focus goes back to the element that opened it.
 */
export function OverlayFailure({ opener }: { opener: HTMLElement | null }) {
  const intl = useIntl();

  // The dialog's focus trap hands focus back to what had it; when that was nothing (a request
  // without a click, or an overlay that failed while it held the focus), the opener gets it.
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'banksearch.overlay.failedTitle' })}
      onClose={closeBranchSearch}
    >
      <p>{intl.formatMessage({ id: 'banksearch.overlay.failedText' })}</p>
    </Modal>
  );
}
