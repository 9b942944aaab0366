import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { cookieBanner, openWithChrome, siteHeader } from '../../support/chrome';
import { sidewaysScroll } from '../../support/layout';
import { undecidedConsent } from '../../support/consent';

// Every demo page wears the chrome, in every language: the header with its navigation, search,
// languages and login, the quickbar, the footer with the cookie settings link, and the banner on
// a first visit; axe finds nothing in any of it.

const CHROME = 'header#site-header, #site-quickbar, footer.cms-footer';

const START_PAGES = [
  { language: 'de', navigation: 'Hauptnavigation', settings: 'Cookie-Einstellungen' },
  { language: 'en', navigation: 'Main navigation', settings: 'Cookie settings' },
  { language: 'fr', navigation: 'Navigation principale', settings: 'Paramètres des cookies' },
  { language: 'hr', navigation: 'Glavna navigacija', settings: 'Postavke kolačića' },
  { language: 'it', navigation: 'Navigazione principale', settings: 'Impostazioni cookie' },
  { language: 'sl', navigation: 'Glavna navigacija', settings: 'Nastavitve piškotkov' },
];

const DOMAIN_PAGES = [
  'lists',
  'banksearch',
  'calculators',
  'forms',
  'club',
  'market',
  'chrome',
  'suche',
  'privatkunden/konto-karte/girokonto',
];

test.describe('on a first visit', () => {
  test.use({ storageState: undecidedConsent });

  for (const { language, navigation, settings } of START_PAGES) {
    test(`the start page in ${language} wears the chrome and the banner`, async ({ page }) => {
      await openWithChrome(page, `/${language}/index.html`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const header = siteHeader(page);
      await expect(header.getByRole('navigation', { name: navigation, exact: true })).toBeVisible();
      await expect(header.getByRole('search')).toBeVisible();
      await expect(page.locator('#site-quickbar')).toBeVisible();
      await expect(
        page.locator('footer.cms-footer').getByRole('link', { name: settings }),
      ).toHaveAttribute('data-ctb-consent-settings', '');
      await expect(
        page.locator('[data-widget="chrome/cookie-banner"] [role="dialog"]'),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${CHROME}, [data-widget="chrome/cookie-banner"]`);
    });
  }
});

for (const path of DOMAIN_PAGES) {
  test(`/de/${path}.html wears the chrome, clean for axe`, async ({ page }) => {
    await openWithChrome(page, `/de/${path}.html`);
    await expect(
      siteHeader(page).getByRole('navigation', { name: 'Hauptnavigation' }),
    ).toBeVisible();
    await expect(page.locator('#site-quickbar')).toBeVisible();
    await expect(
      page.locator('footer.cms-footer').getByRole('link', { name: 'Cookie-Einstellungen' }),
    ).toBeVisible();
    // Decided before the test (support/consent.ts): the banner stays closed.
    await expect(cookieBanner(page)).toHaveCount(0);
    await expectNoAxeViolations(page, CHROME);
  });
}

// WCAG 1.4.10 (reflow): at 320 CSS px, on a common 375 px phone, and at every width up to a
// narrow desktop (a large phone across, a tablet, a zoomed laptop between the 1025 px breakpoint
// and 1200 px, where the header row is tightest), a page scrolls only up and down. The content
// page, with the most widgets, in each language too (Croatian and Slovenian texts are the longest).
const PHONE_PAGES = [
  ...['index', 'content', ...DOMAIN_PAGES].map((path) => `/de/${path}.html`),
  ...['en', 'fr', 'hr', 'it', 'sl'].map((language) => `/${language}/content.html`),
];
const WIDTHS = [320, 480, 640, 768, 1025, 1100, 1199];

for (const path of PHONE_PAGES) {
  test(`${path} scrolls only up and down from 320 to 1199 px wide, every widget mounted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.locator('[data-widget]:not([data-widget-state="mounted"])')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => sidewaysScroll(page), { message: `${width} px wide` }).toBe(0);
    }
  });
}
