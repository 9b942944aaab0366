import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { routeTestServer } from '../../testing/route-test-server';
import { clubModule } from '..';
import { clubBenefits } from '../data/club-benefits';
import { clubDiscountDetail } from '../data/club-details';
import { attachClubIdentity } from '../identity/club-identity';
import { startIdentityProvider, type RunningIdentityProvider } from '../identity/identity-provider';
import { authorizationUrl, createTestBrowser, logIn } from '../identity/testing-browser';
import { clubCodePath, CLUB_EXCHANGE_PATH, CLUB_MEMBERSHIP_PATH } from './club-member-routes';

const PAGE = 'http://localhost:8080/de/club.html';
const TODAY = new Date('2026-03-02T10:00:00Z');
let idp: RunningIdentityProvider;
let app: FastifyInstance;

beforeAll(async () => {
  idp = await startIdentityProvider({
    host: '127.0.0.1',
    port: 0,
    cmsOrigin: 'http://localhost:8080',
    now: () => TODAY,
  });
  app = routeTestServer((server, config) => {
    attachClubIdentity(config, idp.idp);
    return clubModule.cmsRoutes?.(server, config);
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
});

/** Logs `username` in at the identity provider and exchanges the code at the site. */
async function login(username: string) {
  const browser = createTestBrowser(idp.url);
  const { url, verifier } = await authorizationUrl(idp.url, { redirectUri: PAGE, nonce: 'n-1' });
  const back = await logIn(browser, url, username);
  const code = new URL(back.url).searchParams.get('code') ?? '';
  const query = new URLSearchParams({
    code,
    redirectUri: PAGE,
    codeVerifier: verifier,
    nonce: 'n-1',
  });
  return { response: await send(app, { url: `${CLUB_EXCHANGE_PATH}?${query}` }), query };
}

async function tokenOf(username: string): Promise<string> {
  return (await login(username)).response.json().accessToken as string;
}

const promo = (voucherId: string, token: string, method = 'POST') =>
  send(app, {
    method,
    url: clubCodePath(voucherId),
    headers: { authorization: `Bearer ${token}` },
  });

/** A promo-code benefit with the wanted properties, from the generated data. */
function benefitWhere(test: (detail: ReturnType<typeof clubDiscountDetail>) => boolean): string {
  const found = clubBenefits(TODAY)
    .map(({ item }) => clubDiscountDetail(item))
    .find((detail) => detail.benefitType === 'Promo-Code' && test(detail));
  if (!found) throw new Error('no such benefit');
  return found.voucherId;
}

describe('club member services', () => {
  it('exchanges a code once for the member and refuses the replay', async () => {
    const { response, query } = await login('lena');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ clubMember: true, firstName: 'Lena', expiresIn: 3600 });
    const replay = await send(app, { url: `${CLUB_EXCHANGE_PATH}?${query}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('invalid_grant');
  });

  it('answers 400 naming what is missing from the exchange request', async () => {
    const response = await send(app, { url: `${CLUB_EXCHANGE_PATH}?redirectUri=${PAGE}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/codeVerifier/);
  });

  it('wants a valid member token for promo codes', async () => {
    expect((await promo('cb-0001', 'forged')).statusCode).toBe(401);
    expect((await send(app, { method: 'POST', url: clubCodePath('cb-0001') })).statusCode).toBe(
      401,
    );
  });

  it('hands out an einmalig code once and then says it was generated already', async () => {
    const voucherId = benefitWhere(
      (d) =>
        d.redeemable === 'einmalig' &&
        Number(d.voucherId.slice(3)) % 5 !== 2 &&
        Number(d.voucherId.slice(3)) % 11 !== 4,
    );
    const token = await tokenOf('jonas');
    const first = (await promo(voucherId, token)).json();
    expect(first).toMatchObject({
      isMember: true,
      alreadyGenerated: false,
      redeemable: 'einmalig',
    });
    const second = (await promo(voucherId, token)).json();
    expect(second).toMatchObject({ code: first.code, alreadyGenerated: true });
  });

  it('hands out a new unbegrenzt code each time with the previous one', async () => {
    const voucherId = benefitWhere(
      (d) =>
        d.redeemable === 'unbegrenzt' &&
        !d.clubOnly &&
        Number(d.voucherId.slice(3)) % 5 !== 2 &&
        Number(d.voucherId.slice(3)) % 11 !== 4,
    );
    const token = await tokenOf('lena');
    const first = (await promo(voucherId, token)).json();
    const second = (await promo(voucherId, token)).json();
    expect(second.code).not.toBe(first.code);
    expect(second.previousCode).toBe(first.code);
  });

  it('answers 409 when the pool ran out and 404 without a pool; GET gives the default code', async () => {
    const small = benefitWhere((d) => !d.clubOnly && Number(d.voucherId.slice(3)) % 5 === 2);
    expect((await promo(small, await tokenOf('lena'))).statusCode).toBe(200);
    const token = await tokenOf('jonas');
    expect((await promo(small, token)).statusCode).toBe(409);
    const fallback = await promo(small, token, 'GET');
    expect(fallback.json()).toMatchObject({
      isMember: true,
      code: `CLUB${small.slice(3).slice(1)}`,
    });

    const none = benefitWhere((d) => !d.clubOnly && Number(d.voucherId.slice(3)) % 11 === 4);
    expect((await promo(none, token)).statusCode).toBe(404);
  });

  it('tells a non-member so and keeps members over 24 from club-only benefits', async () => {
    const clubOnly = benefitWhere((d) => d.clubOnly);
    expect((await promo(clubOnly, await tokenOf('sarah'))).json()).toEqual({ isMember: false });
    const tooOld = await promo(clubOnly, await tokenOf('martin'));
    expect(tooOld.statusCode).toBe(403);
    expect(tooOld.json().reason).toBe('AGE_LIMIT');

    const membership = (voucherId: string, token: string) =>
      send(app, {
        url: `${CLUB_MEMBERSHIP_PATH}?voucherId=${voucherId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await membership(clubOnly, await tokenOf('martin'))).json()).toEqual({
      isMember: true,
      eligible: false,
    });
    expect((await membership(clubOnly, await tokenOf('lena'))).json()).toEqual({
      isMember: true,
      eligible: true,
    });
  });

  it('serves details in both variants, the old contents search and header pictures', async () => {
    const detail = (
      await send(app, { url: '/cachableservlets/club/benefit.json?id=cb-0001' })
    ).json();
    expect(detail).toMatchObject({ voucherId: 'cb-0001', headerPicture: 'cb-0001-header-sm' });
    const old = clubBenefits(TODAY).find(({ item }) => !item.title)!.item.voucherId;
    const oldDetail = (
      await send(app, { url: `/cachableservlets/club/benefit.json?id=${old}` })
    ).json();
    expect(oldDetail.title).toBeUndefined();
    expect(oldDetail.headerPicture).toEqual({ mediaId: `${old}-header-sm` });
    const contents = (
      await send(app, { url: `/cachableservlets/club/contents.json?voucherId=${old}` })
    ).json();
    expect(contents.documents[0].detailText).toContain('<p>');
    const picture = await send(app, {
      url: '/cachableservlets/club/media?reductionId=cb-0001&mediaId=cb-0001-header-lg',
    });
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(
      (
        await send(app, {
          url: '/cachableservlets/club/media?reductionId=cb-0002&mediaId=cb-0001-header-lg',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(app, { url: '/cachableservlets/club/benefit.json?id=cb-9999' })).statusCode,
    ).toBe(404);
  });

  it('honours the failure injection on every club endpoint', async () => {
    for (const url of [
      '/cachableservlets/club/benefit.json?id=cb-0001&ctbFail=500',
      `${CLUB_EXCHANGE_PATH}?ctbFail=500`,
      `${clubCodePath('cb-0001')}?ctbFail=500`,
      `${CLUB_MEMBERSHIP_PATH}?ctbFail=500`,
    ]) {
      expect((await send(app, { url })).statusCode).toBe(500);
    }
  });
});
