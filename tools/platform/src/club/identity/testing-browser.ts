import * as oauth from 'oauth4webapi';
import { CLUB_CLIENT_ID } from './identity-config';

/**
 * A minimal browser for tests of the login round trip: keeps the identity provider's cookies
 * and follows its redirects by hand, stopping at the site's redirect URI.
 */
export function createTestBrowser(issuer: string) {
  const cookies = new Map<string, string>();

  async function request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (url.startsWith(issuer) && cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  /** Follows redirects from `url` until the page answers or the redirect leaves the IdP. */
  async function follow(url: string, init: RequestInit = {}) {
    let response = await request(url, init);
    let location = response.headers.get('location');
    let current = url;
    while (location) {
      current = new URL(location, current).href;
      if (!current.startsWith(issuer)) return { response, url: current };
      response = await request(current);
      location = response.headers.get('location');
    }
    return { response, url: current };
  }

  return { request, follow };
}

export interface AuthorizationParams {
  redirectUri: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string | null;
  codeChallengeMethod?: string;
  scope?: string;
  clientId?: string;
}

export async function authorizationUrl(issuer: string, params: AuthorizationParams) {
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL('/auth', issuer);
  url.searchParams.set('client_id', params.clientId ?? CLUB_CLIENT_ID);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', params.scope ?? 'openid profile');
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('state', params.state ?? oauth.generateRandomState());
  url.searchParams.set('nonce', params.nonce ?? oauth.generateRandomNonce());
  const challenge =
    params.codeChallenge === undefined
      ? await oauth.calculatePKCECodeChallenge(verifier)
      : params.codeChallenge;
  if (challenge !== null) {
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', params.codeChallengeMethod ?? 'S256');
  }
  return { url: url.href, verifier };
}

/** Submits the login page's form for `username` and returns where the IdP sends the browser. */
export async function logIn(
  browser: ReturnType<typeof createTestBrowser>,
  startUrl: string,
  username: string,
  password = 'club2024',
) {
  const page = await browser.follow(startUrl);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form at ${page.url}: ${html.slice(0, 200)}`);
  return browser.follow(new URL(action, page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}
