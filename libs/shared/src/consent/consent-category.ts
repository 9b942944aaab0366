/** What a visitor can consent to in the cookie banner; third-party scripts wait for it. */
export const CONSENT_CATEGORIES = ['maps', 'video', 'statistics'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}
