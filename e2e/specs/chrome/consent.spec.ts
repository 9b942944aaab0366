import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  branchSearchParts,
  branchSearchWidget,
  markDocument,
  expectSameDocument,
} from '../../support/banksearch';
import {
  cookieBanner,
  cookieSettings,
  expectRedrawnBy,
  openWithChrome,
} from '../../support/chrome';
import { CONSENT_VERSION, undecidedConsent } from '../../support/consent';
import { appUrl, siteUrl } from '../../support/urls';
import { holdApp } from '../../support/widgets';

// The cookie banner of a first visit: deciding, changing the decision later from the footer,
// the branch search map that loads only after external media were granted, other tabs, a new
// banner version and the editor.

test.use({ storageState: undecidedConsent });

const cookie = async (page: import('@playwright/test').Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name);

test('the banner asks until the visitor decides, is reached first by Tab, and remembers "Nur notwendige"', async ({
  page,
}) => {
  await openWithChrome(page, '/de/index.html');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-widget="chrome/cookie-banner"]');
  // Equal prominence: both choices share one look and size.
  const box = async (name: string) => banner.getByRole('button', { name }).boundingBox();
  expect((await box('Alle akzeptieren'))?.height).toBe((await box('Nur notwendige'))?.height);

  await page.keyboard.press('Tab');
  expect(await banner.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // It holds no focus: Tab walks on through it into the page.
  for (let step = 0; step < 6; step++) await page.keyboard.press('Tab');
  expect(await banner.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);

  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toHaveCount(0);
  const record = await cookie(page, 'ctb_consent_record');
  expect(decodeURIComponent(record?.value ?? '')).toMatch(
    new RegExp(`^${CONSENT_VERSION}\\|\\d{4}-`),
  );
  expect(record?.path).toBe('/');
  // 365 days (give or take the test's own minute).
  expect((record?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  expect((await cookie(page, 'ctb_consent'))?.value ?? '').toBe('');

  await openWithChrome(page, '/de/calculators.html');
  await expect(cookieBanner(page)).toHaveCount(0);
});

test('the branch search map loads only after external media are granted, without reload, and can be withdrawn', async ({
  page,
}) => {
  await openWithChrome(page, '/de/banksearch.html');
  const search = branchSearchParts(branchSearchWidget(page));
  await cookieBanner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(search.map).toHaveCount(0);
  await markDocument(page);

  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Cookie-Einstellungen' });
  await footerLink.click();
  const settings = cookieSettings(page);
  await expect(settings).toBeVisible();
  const media = settings.getByRole('switch', { name: 'Externe Medien' });
  await expect(media).not.toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expect(settings.getByText('Immer aktiv')).toBeVisible();
  await expectNoAxeViolations(page, '.ctb-layer');
  await media.check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toHaveCount(0);
  await expect(footerLink).toBeFocused();

  await expect(search.map).toBeVisible();
  await expectSameDocument(page);
  expect(decodeURIComponent((await cookie(page, 'ctb_consent'))?.value ?? '')).toBe('maps|video');

  // Withdrawn: the map goes, and the choice is recorded.
  await footerLink.click();
  await cookieSettings(page).getByRole('switch', { name: 'Externe Medien' }).uncheck();
  await cookieSettings(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(search.map).toHaveCount(0);
  expect((await cookie(page, 'ctb_consent'))?.value ?? '').toBe('');
});

test('"Alle akzeptieren" grants every category; another open tab hears it at once', async ({
  page,
  context,
}) => {
  await openWithChrome(page, '/de/index.html');
  const other = await context.newPage();
  await openWithChrome(other, '/de/lists.html');
  await expect(cookieBanner(other)).toBeVisible();

  await cookieBanner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(cookieBanner(page)).toHaveCount(0);
  await expect(cookieBanner(other)).toHaveCount(0);
  expect(decodeURIComponent((await cookie(page, 'ctb_consent'))?.value ?? '')).toBe(
    'maps|marketing|statistics|video',
  );
});

test('a new banner version asks again; the editor never shows the banner', async ({
  page,
  context,
}) => {
  await context.addCookies([
    {
      name: 'ctb_consent_record',
      value: encodeURIComponent('2025-03|2025-03-01T10:00:00.000Z'),
      url: siteUrl,
    },
  ]);
  await openWithChrome(page, '/de/index.html');
  await expect(cookieBanner(page)).toBeVisible();

  await openWithChrome(page, '/de/index.html?editMode=true');
  await expect(cookieBanner(page)).toHaveCount(0);
});

test("the banner's words show with the first paint, before the chrome app, which takes them over in place", async ({
  page,
  context,
}) => {
  // The chrome app's code is held back until the CMS's copy of the banner has been looked at.
  const chromeApp = await holdApp(page, appUrl('chrome'));
  await page.goto('/de/calculators.html');
  const copy = page.locator('#site-consent-notice');
  await expect(cookieBanner(page)).toBeVisible();
  await expect(copy).toBeVisible();
  await expect(copy.getByRole('button', { name: 'Alle akzeptieren' })).toBeDisabled();
  await expect(copy.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/datenschutz.html',
  );
  await expectNoAxeViolations(page, '#site-consent-notice');
  const title = async () => (await cookieBanner(page).getByRole('heading').boundingBox())!;
  const before = await title();

  chromeApp.release();
  const widgetBanner = page.locator('[data-widget="chrome/cookie-banner"] [role="dialog"]');
  await expect(widgetBanner.getByRole('button', { name: 'Alle akzeptieren' })).toBeEnabled();
  await expect(copy).toBeHidden();
  await expect(cookieBanner(page)).toHaveCount(1);
  expect(await title()).toEqual(before);

  // A decided visitor sees neither, also while the app's code is on its way.
  await widgetBanner.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.unroute(`${appUrl('chrome')}/**`);
  await context.route(`${appUrl('chrome')}/**`, (route) => route.abort());
  await page.goto('/de/calculators.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(copy).toBeHidden();
  await expect(cookieBanner(page)).toHaveCount(0);
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('a switched-on category looks unlike a switched-off one', async ({ page }) => {
    await openWithChrome(page, '/de/index.html');
    await cookieBanner(page).getByRole('button', { name: 'Einstellungen' }).click();
    const settings = cookieSettings(page);
    const marketing = settings.getByRole('switch', { name: 'Marketing' });
    // A click without the pointer: a pointer's hover and press tint the control's border for a while.
    await expectRedrawnBy(async () => {
      await marketing.dispatchEvent('click');
      await expect(marketing).toBeChecked();
    }, marketing);
  });
});
