/** The window event that asks the cookie banner to show its settings (the footer link, a video). */
export const CONSENT_SETTINGS_EVENT = 'ctb:consent-settings';

/**
 * Opens the cookie banner's settings layer, wherever the banner is on the page (the chrome app
 * listens). `opener` gets the focus back when the settings close.
 */
export function openConsentSettings(opener?: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent(CONSENT_SETTINGS_EVENT, { detail: { opener } }));
}
