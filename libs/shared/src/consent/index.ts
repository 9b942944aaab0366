export { CONSENT_CATEGORIES, type ConsentCategory } from './consent-category';
export { consentStore } from './consent-store';
export { useConsent } from './use-consent';
