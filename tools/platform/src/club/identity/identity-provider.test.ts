import { CLUB_CLIENT_ID } from './identity-config';
import { startIdentityProvider, type RunningIdentityProvider } from './identity-provider';
import { createSiteClient } from './site-client';
import { authorizationUrl, createTestBrowser, logIn } from './testing-browser';

const CMS = 'http://localhost:8080';
const PAGE = `${CMS}/de/club.html`;
const now = () => new Date('2026-11-25T10:00:00Z');
let running: RunningIdentityProvider;

beforeAll(async () => {
  running = await startIdentityProvider({ host: '127.0.0.1', port: 0, cmsOrigin: CMS, now });
});
afterAll(() => running.close());

describe('identity provider', () => {
  it('publishes its discovery document with PKCE S256 only and the code flow', async () => {
    const response = await fetch(`${running.url}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(running.url);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('logs a member in and sends the code, the unchanged state and its issuer back to the page', async () => {
    const browser = createTestBrowser(running.url);
    const { url, verifier } = await authorizationUrl(running.url, {
      redirectUri: PAGE,
      state: 'state-123',
      nonce: 'nonce-456',
    });
    const back = await logIn(browser, url, 'lena');
    const returned = new URL(back.url);
    expect(`${returned.origin}${returned.pathname}`).toBe(PAGE);
    expect(returned.searchParams.get('state')).toBe('state-123');
    expect(returned.searchParams.get('iss')).toBe(running.url);
    const code = returned.searchParams.get('code') ?? '';

    const site = createSiteClient(running.idp.settings);
    const member = await site.exchange({
      code,
      redirectUri: PAGE,
      codeVerifier: verifier,
      nonce: 'nonce-456',
    });
    expect(member).toMatchObject({ clubMember: true, firstName: 'Lena' });
    expect(member.accessToken.length).toBeGreaterThan(20);

    // A code is good once: the replay is refused.
    await expect(
      site.exchange({ code, redirectUri: PAGE, codeVerifier: verifier, nonce: 'nonce-456' }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('invalid_grant') });
  });

  it('refuses the code with a wrong verifier or a wrong nonce', async () => {
    const site = createSiteClient(running.idp.settings);
    for (const wrong of ['verifier', 'nonce'] as const) {
      const browser = createTestBrowser(running.url);
      const { url, verifier } = await authorizationUrl(running.url, {
        redirectUri: PAGE,
        nonce: 'n-1',
      });
      const back = await logIn(browser, url, 'jonas');
      const code = new URL(back.url).searchParams.get('code') ?? '';
      await expect(
        site.exchange({
          code,
          redirectUri: PAGE,
          codeVerifier: wrong === 'verifier' ? `${verifier}x` : verifier,
          nonce: wrong === 'nonce' ? 'n-2' : 'n-1',
        }),
      ).rejects.toMatchObject({ status: 400 });
    }
  });

  it('tells a non-member apart', async () => {
    const browser = createTestBrowser(running.url);
    const { url, verifier } = await authorizationUrl(running.url, {
      redirectUri: PAGE,
      nonce: 'n',
    });
    const back = await logIn(browser, url, 'sarah');
    const code = new URL(back.url).searchParams.get('code') ?? '';
    const member = await createSiteClient(running.idp.settings).exchange({
      code,
      redirectUri: PAGE,
      codeVerifier: verifier,
      nonce: 'n',
    });
    expect(member).toMatchObject({ clubMember: false, firstName: 'Sarah' });
  });

  it('requires PKCE and refuses the plain method', async () => {
    for (const params of [
      { codeChallenge: null },
      { codeChallenge: 'a'.repeat(43), codeChallengeMethod: 'plain' },
    ]) {
      const browser = createTestBrowser(running.url);
      const { url } = await authorizationUrl(running.url, {
        redirectUri: PAGE,
        state: 's',
        ...params,
      });
      const back = await browser.follow(url);
      const returned = new URL(back.url);
      expect(returned.searchParams.get('error')).toBe('invalid_request');
      expect(returned.searchParams.get('state')).toBe('s');
      expect(returned.searchParams.get('code')).toBeNull();
    }
  });

  it('sends nobody to a redirect URI that is not registered exactly', async () => {
    for (const redirectUri of [
      `${PAGE}?cd-id=cb-0001`,
      `${CMS}/de/club.html/`,
      'http://evil.example/de/club.html',
    ]) {
      const browser = createTestBrowser(running.url);
      const { url } = await authorizationUrl(running.url, { redirectUri });
      const back = await browser.follow(url);
      expect(back.response.status).toBe(400);
      expect(back.url.startsWith(running.url)).toBe(true);
      expect(await back.response.text()).toContain('Anmeldung nicht möglich');
    }
  });

  it('shows the login page again with the error and the typed username after a wrong password', async () => {
    const browser = createTestBrowser(running.url);
    const { url } = await authorizationUrl(running.url, { redirectUri: PAGE });
    const back = await logIn(browser, url, 'lena', 'falsch');
    expect(back.response.status).toBe(401);
    const html = await back.response.text();
    expect(html).toContain('Verfügernummer oder Passwort ist falsch');
    expect(html).toContain('value="lena"');
    expect(back.response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends access_denied with the state when the person cancels', async () => {
    const browser = createTestBrowser(running.url);
    const { url } = await authorizationUrl(running.url, { redirectUri: PAGE, state: 'st' });
    const page = await browser.follow(url);
    const html = await page.response.text();
    const abort = /action="([^"]+\/abort)"/.exec(html)?.[1] ?? '';
    const back = await browser.follow(new URL(abort, page.url).href, { method: 'POST' });
    const returned = new URL(back.url);
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('state')).toBe('st');
  });

  it('knows the site as its only client', () => {
    expect(CLUB_CLIENT_ID).toBe('ctb-club-site');
  });
});
