import { siteUrl } from './urls';

/** The version of the cookie banner on the local platform's pages (its data-config). */
export const CONSENT_VERSION = '2026-11';

/**
 * The browser state every suite starts from: the visitor already decided in the cookie banner
 * ("Nur notwendige", recorded for this banner version in libs/shared's `ctb_consent_record`
 * cookie), so the banner does not cover the pages under test. A spec that grants consent adds
 * `ctb_consent` itself (e.g. `maps`). The chrome suite starts undecided:
 * `test.use({ storageState: undecidedConsent })`.
 */
export const decidedConsent = {
  cookies: [
    {
      name: 'ctb_consent_record',
      value: encodeURIComponent(`${CONSENT_VERSION}|2026-01-01T00:00:00.000Z`),
      domain: new URL(siteUrl).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export const undecidedConsent = { cookies: [], origins: [] };
