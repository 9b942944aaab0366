/**
 * What a visitor can consent to in the cookie banner; third-party scripts wait for it. The
 * banner's "external media" category grants `maps` and `video` together; a map or a video player
 * may also ask for its own one alone (a "show the map" button).
 */
export const CONSENT_CATEGORIES = ['maps', 'video', 'statistics', 'marketing'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}
