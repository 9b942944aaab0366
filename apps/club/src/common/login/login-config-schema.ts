import * as v from '@ctb/shared/validation';

const absoluteUrl = v.pipe(v.string(), v.url());
const sitePath = v.pipe(v.string(), v.startsWith('/'));

/**
 * Where and how the club login happens (the same for the discount page and the login button):
 * the bank's identity provider (authorization code flow with PKCE) and the site's endpoint that
 * exchanges the returned code (SPEC section 7 "GET exchange code").
 */
export const loginConfigSchema = v.object({
  /** the identity provider's issuer identifier, checked against the `iss` of its answer */
  issuer: absoluteUrl,
  authorizationEndpoint: absoluteUrl,
  /** SPEC section 6: a fixed client id */
  clientId: v.pipe(v.string(), v.nonEmpty()),
  scope: v.optional(v.pipe(v.string(), v.includes('openid')), 'openid profile'),
  exchangeEndpoint: v.optional(sitePath, '/cachableservlets/club/exchange-code.json'),
});

export type LoginConfig = v.InferOutput<typeof loginConfigSchema>;
