import { useLayoutEffect } from 'react';

/** The id of the CMS's copy of the banner (docs/contracts.md, chrome). */
export const CONSENT_NOTICE_ID = 'site-consent-notice';

/**
 * Hides the CMS's copy of the banner (shown with the page's first paint on a first visit) in the
 * widget's first render, so the widget's panel replaces it in the same frame. It is not given
 * back when the widget leaves: its buttons do nothing without the widget.
 */
export function useTakeOverConsentNotice(): void {
  useLayoutEffect(() => {
    const notice = document.getElementById(CONSENT_NOTICE_ID);
    if (notice) notice.hidden = true;
  }, []);
}
