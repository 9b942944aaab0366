import { useEffect } from 'react';
import { CONSENT_SETTINGS_EVENT } from '@ctb/shared/consent';

/**
 * Calls `open(opener)` when the page asks for the cookie settings: a click on a
 * `[data-ctb-consent-settings]` link (the footer's; without JavaScript it leads to the privacy
 * page) or libs/shared's `openConsentSettings()` (a video's "settings" button).
 */
export function useSettingsRequests(open: (opener: HTMLElement | null) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>('[data-ctb-consent-settings]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      event.preventDefault();
      open(link);
    };
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<{ opener?: unknown } | null>).detail;
      open(detail?.opener instanceof HTMLElement ? detail.opener : null);
    };
    document.addEventListener('click', onClick);
    window.addEventListener(CONSENT_SETTINGS_EVENT, onRequest);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(CONSENT_SETTINGS_EVENT, onRequest);
    };
  }, [open]);
}
