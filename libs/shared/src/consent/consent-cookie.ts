import { isConsentCategory, type ConsentCategory } from './consent-category';

export const CONSENT_COOKIE = 'ctb_consent';
/** The record of the visitor's decision in the banner: `<banner version>|<ISO time>`. */
export const CONSENT_RECORD_COOKIE = 'ctb_consent_record';
/** Consent is remembered for 365 days, on the whole site (path /). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A decision taken in the cookie banner: which version of it, and when. */
export interface ConsentDecision {
  version: string;
  decidedAt: string;
}

function readCookie(name: string): string {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  if (!entry) return '';
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return '';
  }
}

function writeCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The categories in the consent cookie, e.g. `ctb_consent=maps|video`. */
export function readConsentCookie(): Set<ConsentCategory> {
  return new Set(readCookie(CONSENT_COOKIE).split('|').filter(isConsentCategory));
}

export function writeConsentCookie(categories: ReadonlySet<ConsentCategory>): void {
  writeCookie(CONSENT_COOKIE, [...categories].sort().join('|'));
}

const VERSION = /^[\w.-]{1,40}$/;

/** The decision record, or null when there is none or it is unreadable (the banner asks again). */
export function readDecisionCookie(): ConsentDecision | null {
  const [version = '', decidedAt = ''] = readCookie(CONSENT_RECORD_COOKIE).split('|');
  if (!VERSION.test(version) || Number.isNaN(Date.parse(decidedAt))) return null;
  return { version, decidedAt };
}

export function writeDecisionCookie(decision: ConsentDecision): void {
  writeCookie(CONSENT_RECORD_COOKIE, `${decision.version}|${decision.decidedAt}`);
}

export const isConsentVersion = (value: string): boolean => VERSION.test(value);
