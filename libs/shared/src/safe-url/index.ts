export { safeHref, safeNavigationTarget, safeSitePath, type SafeUrlOptions } from './safe-url';
