import * as oauth from 'oauth4webapi';
import type { LoginConfig } from './login-config-schema';
import { saveTransaction, type LoginIntent } from './login-transaction';

/** The page itself as the identity provider must send the visitor back: no query, no hash. */
export const redirectUriOfPage = () => `${window.location.origin}${window.location.pathname}`;

/**
 * Starts the authorization code flow (SPEC section 6: scope openid profile, response type code,
 * the fixed client id) with PKCE S256, state and nonce made by oauth4webapi, and leaves for the
 * identity provider. `prompt=login`: the bank asks for the credentials on every login.
 */
export async function startLogin(
  config: LoginConfig,
  options: { language: string; intent?: LoginIntent },
): Promise<void> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const redirectUri = redirectUriOfPage();
  saveTransaction({
    state,
    nonce,
    codeVerifier,
    redirectUri,
    returnSearch: window.location.search,
    intent: options.intent,
    createdAt: Date.now(),
  });
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    scope: config.scope,
    redirect_uri: redirectUri,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ui_locales: options.language,
    prompt: 'login',
  }).toString();
  window.location.assign(url.href);
}
