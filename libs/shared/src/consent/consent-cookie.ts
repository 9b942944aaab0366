import { isConsentCategory, type ConsentCategory } from './consent-category';

export const CONSENT_COOKIE = 'ctb_consent';
/** Consent is remembered for 365 days, on the whole site (path /). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The categories in the consent cookie, e.g. `ctb_consent=maps|video`. */
export function readConsentCookie(): Set<ConsentCategory> {
  const entry = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)) : '';
  return new Set(value.split('|').filter(isConsentCategory));
}

export function writeConsentCookie(categories: ReadonlySet<ConsentCategory>): void {
  const value = encodeURIComponent([...categories].sort().join('|'));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
