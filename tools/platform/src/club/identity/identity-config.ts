import { randomBytes } from 'node:crypto';

/** The site's OIDC client at the identity provider (SPEC: "a fixed client id"). */
export const CLUB_CLIENT_ID = 'ctb-club-site';
export const CLUB_SCOPE = 'openid profile';
/** Default port of the identity provider's own loopback origin (outside the fixed 8080-8107). */
export const DEFAULT_IDP_PORT = 8095;
/** Authorization codes are single-use and live this long (seconds). */
export const AUTHORIZATION_CODE_TTL_S = 60;
export const ACCESS_TOKEN_TTL_S = 3600;

/** The pages of the demo site a visitor can start a login from (the login button's pages). */
const DEMO_PAGES = [
  'index',
  'club',
  'lists',
  'banksearch',
  'calculators',
  'forms',
  'market',
  'chrome',
];
const LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'];

/**
 * The exact redirect URIs registered for the site's client: every demo page, without query.
 * The identity provider compares them character by character (no prefixes, no wildcards).
 */
export function clubRedirectUris(cmsOrigin: string): string[] {
  return LANGUAGES.flatMap((language) =>
    DEMO_PAGES.map((page) => `${cmsOrigin}/${language}/${page}.html`),
  );
}

export interface IdentitySettings {
  /** e.g. http://127.0.0.1:8095 */
  issuer: string;
  cmsOrigin: string;
  /** the confidential client's secret, shared by the identity provider and the exchange endpoint */
  clientSecret: string;
  redirectUris: string[];
  now: () => Date;
}

export function identitySettings(options: {
  host: string;
  port: number;
  cmsOrigin: string;
  now: () => Date;
  clientSecret?: string;
}): IdentitySettings {
  return {
    issuer: `http://${options.host}:${options.port}`,
    cmsOrigin: options.cmsOrigin,
    // Random per process, as the access-token secret: nothing secret lives in the repository.
    clientSecret: options.clientSecret ?? randomBytes(32).toString('base64url'),
    redirectUris: clubRedirectUris(options.cmsOrigin),
    now: options.now,
  };
}
