// @ctb/shared/consent: the cookie consent store.
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  CONSENT_CATEGORIES,
  CONSENT_SETTINGS_EVENT,
  consentStore,
  openConsentSettings,
  useConsent,
  useConsentDecision,
  type ConsentCategory,
  type ConsentDecision,
} from '../consent';
