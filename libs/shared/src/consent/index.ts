export { CONSENT_CATEGORIES, type ConsentCategory } from './consent-category';
export type { ConsentDecision } from './consent-cookie';
export { CONSENT_SETTINGS_EVENT, openConsentSettings } from './consent-settings';
export { consentStore } from './consent-store';
export { useConsent, useConsentDecision } from './use-consent';
