import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  accessTokenOf,
  CLUB_PAGE,
  clubOnlyPromoDiscount,
  demoDiscount,
  logInAtIdentityProvider,
  openDiscountAndLogIn,
  recordRequests,
  requestsCarrying,
} from '../../support/club';
import { siteUrl } from '../../support/urls';

const CLUB_SERVICES = `${siteUrl}/cachableservlets/club/`;

test.describe('the club login round trip', () => {
  test('Lena (19) gets a promo code once; the token goes to the club services only, the code leaves the URL', async ({
    page,
  }) => {
    const voucherId = await demoDiscount(page, /Promocode, einmal einlösbar/);
    const requests = recordRequests(page);
    await openDiscountAndLogIn(page, voucherId, 'lena');
    expect(page.url()).toBe(`${CLUB_PAGE}?cd-id=${voucherId}`);
    const code = page.locator('output');
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const first = await code.textContent();
    // The club's login button and the site header follow the same session.
    await expect(page.locator('#main').getByText(/Angemeldet als\s*Lena/)).toBeVisible();
    await expect(page.locator('#site-header').getByText(/Angemeldet als\s*Lena/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The token: in sessionStorage only, sent only to the club services.
    const token = await accessTokenOf(page);
    const carrying = await requestsCarrying(requests, token);
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.filter((url) => !url.startsWith(CLUB_SERVICES))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toContain(
      token,
    );

    // einmalig: after a new login the same code comes back, marked as generated already.
    await page.locator('#main').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: 'Anmelden und Promocode erhalten' }).click();
    await logInAtIdentityProvider(page, 'lena');
    await expect(
      page.getByText(
        'Sie haben Ihren Promocode für diesen Vorteil bereits erzeugt. Er ist nur einmal einlösbar.',
      ),
    ).toBeVisible();
    await expect(page.locator('output')).toHaveText(first!);
  });

  test('Jonas (23) gets new unlimited codes with the previous one shown', async ({ page }) => {
    const voucherId = await demoDiscount(page, /Promocode, beliebig oft einlösbar/);
    await openDiscountAndLogIn(page, voucherId, 'jonas');
    const code = page.locator('output');
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const first = await code.textContent();
    await page.getByRole('button', { name: 'Neuen Promocode erzeugen' }).click();
    await expect(page.getByText(`Ihr vorheriger Code: ${first}`)).toBeVisible();
    await expect(code).not.toHaveText(first!);
    await page.getByRole('button', { name: 'Code kopieren' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /in die Zwischenablage kopiert|Kopieren ist nicht möglich/ }),
    ).toHaveCount(1);
  });

  test('when the pool has run out, the SPEC message and the default code', async ({ page }) => {
    const voucherId = await demoDiscount(page, /Promocodes bald vergriffen/);
    // Lena takes the pool's only code (or took it in an earlier run); Jonas finds none left.
    await openDiscountAndLogIn(page, voucherId, 'lena');
    await expect(page.locator('output')).toBeVisible();
    await page.locator('#main').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: 'Anmelden und Promocode erhalten' }).click();
    await logInAtIdentityProvider(page, 'jonas');
    await expect(
      page.getByText(
        'Zur Zeit stehen keine Promocodes mehr zur Verfügung. Bitte versuche es später noch einmal.',
      ),
    ).toBeVisible();
    await expect(page.locator('output')).toHaveText(/^CLUB\d{3}$/);
    await expectNoAxeViolations(page);
  });

  test('Martin (31) gets the shop link of an open benefit but not a club-only promo code', async ({
    page,
    request,
  }) => {
    const shop = await demoDiscount(page, /Shop-Link/);
    await openDiscountAndLogIn(page, shop, 'martin');
    await expect(page.getByRole('link', { name: /Vorteil im Shop einlösen/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    const clubOnly = await clubOnlyPromoDiscount(request);
    await page.goto(`${CLUB_PAGE}?cd-id=${clubOnly}`);
    await page.getByRole('button', { name: 'Promocode erzeugen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Dieser Vorteil ist nur für Clubmitglieder bis 24 Jahre.',
    );
    await expectNoAxeViolations(page);
  });

  test('Sarah, no club member, is told promo codes and shop links are for members', async ({
    page,
  }) => {
    const voucherId = await demoDiscount(page, /Promocode, einmal einlösbar/);
    await openDiscountAndLogIn(page, voucherId, 'sarah');
    await expect(page.getByRole('alert')).toContainText(
      'Promocodes können nur Mitglieder des Jugendclubs erzeugen.',
    );
    const shop = await demoDiscount(page, /Shop-Link/);
    await page.goto(`${CLUB_PAGE}?cd-id=${shop}`);
    await page.getByRole('button', { name: 'Shop-Link anzeigen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Den Shop-Link erhalten nur Mitglieder des Jugendclubs.',
    );
  });

  test('a tampered state is refused: a clear message, no exchange, nobody logged in', async ({
    page,
  }) => {
    const voucherId = await demoDiscount(page, /Promocode, einmal einlösbar/);
    const exchanges: string[] = [];
    page.on('request', (r) => r.url().includes('exchange-code') && exchanges.push(r.url()));
    await page.goto(`${CLUB_PAGE}?cd-id=${voucherId}`);
    await page.getByRole('button', { name: 'Anmelden und Promocode erhalten' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung Jugendclub' })).toBeVisible();
    // Instead of the identity provider's answer, one with somebody else's code and state.
    await page.goto(
      `${CLUB_PAGE}?code=stolen-code&state=somebody-elses&iss=${encodeURIComponent('http://127.0.0.1:8095')}`,
    );
    await expect(page.getByRole('alert').first()).toContainText(
      'weil die Antwort nicht zu Ihrer Anmeldung passt',
    );
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    expect(exchanges).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('ctb.clubMember'))).toBeNull();
  });

  test('a replayed code is not exchanged again', async ({ page }) => {
    const voucherId = await demoDiscount(page, /Promocode, beliebig oft einlösbar/);
    let callback = '';
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().startsWith(CLUB_PAGE) && r.url().includes('code='))
        callback = r.url();
    });
    await openDiscountAndLogIn(page, voucherId, 'jonas');
    expect(callback).toContain('code=');
    expect(page.url()).not.toContain('code=');

    const exchanges: string[] = [];
    page.on('request', (r) => r.url().includes('exchange-code') && exchanges.push(r.url()));
    await page.goto(callback);
    await expect(page.getByRole('alert').first()).toContainText(
      'bereits verwendet oder ist abgelaufen',
    );
    expect(exchanges).toEqual([]);
    expect(page.url()).not.toContain('code=');
  });
});
