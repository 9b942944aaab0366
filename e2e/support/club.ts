import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { siteUrl } from './urls';

export const CLUB_PAGE = `${siteUrl}/de/club.html`;
export const PASSWORD = 'club2024';

/** The voucher id behind one of the club page's demo links ("Promocode, einmal einlösbar" …). */
export async function demoDiscount(page: Page, name: RegExp): Promise<string> {
  await page.goto(CLUB_PAGE);
  const href = await page.getByRole('link', { name }).getAttribute('href');
  return new URL(href ?? '', siteUrl).searchParams.get('cd-id') ?? '';
}

/** Fills the identity provider's login page (the browser is on it) and submits. */
export async function logInAtIdentityProvider(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: 'Anmeldung Jugendclub' })).toBeVisible();
  await page.getByLabel('Verfügernummer oder Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** The discount's detail; the call-to-action leads to the login and back. */
export async function openDiscountAndLogIn(page: Page, voucherId: string, username: string) {
  await page.goto(`${CLUB_PAGE}?cd-id=${voucherId}`);
  await page.getByRole('button', { name: /^Anmelden und (Promocode|Shop-Link) erhalten$/ }).click();
  await logInAtIdentityProvider(page, username);
  await expect(page.getByText(/Sie sind angemeldet/)).toBeVisible();
}

/** A promo-code benefit for club members only (so only up to 24), found through the services. */
export async function clubOnlyPromoDiscount(request: APIRequestContext): Promise<string> {
  const list = await (
    await request.get(
      `${siteUrl}/cachableservlets/club/benefits.json?relationshipType=clubMember&size=200`,
    )
  ).json();
  for (const benefit of list.clubreductions as {
    voucherId: string;
    relationshipType: string[];
  }[]) {
    if (benefit.relationshipType.length !== 1) continue;
    const detail = await (
      await request.get(`${siteUrl}/cachableservlets/club/benefit.json?id=${benefit.voucherId}`)
    ).json();
    if (detail.benefitType === 'Promo-Code' && detail.title) return benefit.voucherId;
  }
  throw new Error('no club-only promo-code benefit');
}

/** Every request of the page: URL, headers and body, to look for the token afterwards. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.context().on('request', (request) => requests.push(request));
  return requests;
}

export async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('ctb.clubMember'));
  const token = JSON.parse(stored ?? '{}').accessToken as string | undefined;
  expect(token, 'the member session holds an access token').toBeTruthy();
  return token!;
}

/** The requests that carry the token anywhere: URL, headers or body. */
export async function requestsCarrying(requests: Request[], token: string): Promise<string[]> {
  const carrying: string[] = [];
  for (const request of requests) {
    const headers = JSON.stringify(await request.allHeaders());
    if (
      request.url().includes(token) ||
      headers.includes(token) ||
      (request.postData() ?? '').includes(token)
    ) {
      carrying.push(request.url());
    }
  }
  return carrying;
}
