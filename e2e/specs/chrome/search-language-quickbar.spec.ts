import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  bankSearchOverlay,
  branchSearchParts,
  grantMapsConsent,
  locationSearchParts,
} from '../../support/banksearch';
import { openWithChrome, siteHeader } from '../../support/chrome';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';

// The header's search (autosuggest to a page, submit to the results page), the language switch
// keeping the page, and the quickbar storing a branch that the start page's bank teaser shows.

test('autosuggest leads to a page', async ({ page }) => {
  await openWithChrome(page, '/de/index.html');
  const box = siteHeader(page).getByRole('combobox', { name: 'Suchbegriff' });
  const suggestions = page.waitForRequest(
    (request) =>
      request.url().includes('/api/site-search/autosuggest') && request.url().includes('term=wohn'),
  );
  await box.fill('wohn');
  const request = await suggestions;
  expect(new URL(request.url()).searchParams.get('path')).toBe(
    '/content/regionalbank-demo/de/index',
  );
  const option = siteHeader(page)
    .getByRole('option', { name: /Wohnkredit/ })
    .first();
  await expect(option).toBeVisible();
  await expect(option).toContainText('Privatkunden › Finanzieren');
  await expectNoAxeViolations(page, 'header');
  await option.click();
  await expect(page).toHaveURL(/\/de\/privatkunden\/finanzieren\/wohnkredit\.html$/);
});

test('submitting leads to the results over pages, news and FAQ', async ({ page }) => {
  await openWithChrome(page, '/de/index.html');
  await siteHeader(page).getByRole('combobox', { name: 'Suchbegriff' }).fill('Kredit');
  await siteHeader(page).getByRole('combobox', { name: 'Suchbegriff' }).press('Enter');
  await expect(page).toHaveURL(/\/de\/suche\.html\?q=Kredit$/);
  await expect(page.getByRole('status').filter({ hasText: /Treffer für „Kredit“/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Seiten \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Konsumkredit' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/de/suche.html?q=Quastenflosser');
  await expect(
    page.getByText('Ihr Suchbegriff "Quastenflosser" ergab keine Treffer.'),
  ).toBeVisible();
});

test('a term without suggestions says so', async ({ page }) => {
  await openWithChrome(page, '/de/index.html');
  await siteHeader(page).getByRole('combobox', { name: 'Suchbegriff' }).fill('Quastenflosser');
  await expect(
    siteHeader(page)
      .getByRole('paragraph')
      .filter({ hasText: /Keine passenden Vorschläge/ }),
  ).toBeVisible();
});

test('the language switch keeps the page and names each language in itself', async ({ page }) => {
  await openWithChrome(page, '/de/privatkunden/finanzieren/wohnkredit.html');
  const languages = siteHeader(page).getByRole('navigation', { name: 'Sprache' });
  await languages.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  const english = languages.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(languages.getByRole('link', { name: 'Slovenščina' })).toBeVisible();
  await expectNoAxeViolations(page, 'header');
  await english.click();
  await expect(page).toHaveURL(/\/en\/privatkunden\/finanzieren\/wohnkredit\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Home loan' })).toBeVisible();
});

test('the quickbar stores a branch through its location search, and the bank teaser shows it', async ({
  page,
  context,
}) => {
  await grantMapsConsent(context);
  await openWithChrome(page, '/de/index.html');
  const quickbar = page.getByRole('complementary', { name: 'Ihre Bank' });
  await expect(quickbar.getByText(/Speichern Sie Ihre Filiale/)).toBeVisible();
  const location = locationSearchParts(quickbar);
  await location.box.pressSequentially('Zir');
  await quickbar.getByRole('option', { name: 'Zirl, Österreich' }).click();
  const overlay = bankSearchOverlay(page);
  await expect(overlay).toBeVisible();
  const search = branchSearchParts(overlay);
  await search.sidebar
    .getByRole('button', { name: 'Details zu Tiroler Regionalbank Zirl' })
    .click();
  await overlay.getByRole('button', { name: 'Als meine Filiale speichern' }).click();
  await expect(overlay).toHaveCount(0);

  await expect(quickbar.getByRole('heading', { name: 'Tiroler Regionalbank Zirl' })).toBeVisible();
  await expect(quickbar.getByText(/Heute (geöffnet|geschlossen)/)).toBeVisible();
  await expect(quickbar.getByRole('link', { name: /^Telefon:/ })).toHaveAttribute(
    'href',
    /^tel:\+43/,
  );
  await expect(
    page.locator('[data-widget="banksearch/bank-teaser"]').getByRole('heading', { level: 2 }),
  ).toHaveText('Ihre Bank: Tiroler Regionalbank Zirl');
  await expectNoAxeViolations(page, '#site-quickbar');

  await quickbar.getByRole('button', { name: 'Zuordnung entfernen' }).click();
  await expect(quickbar.getByText(/Speichern Sie Ihre Filiale/)).toBeVisible();
  await expect(
    page.locator('[data-widget="banksearch/bank-teaser"]').getByRole('heading', { level: 2 }),
  ).toHaveText('Ihre Bank in der Nähe');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the quickbar opens with its button', async ({ page }) => {
    await openWithChrome(page, '/de/index.html');
    const quickbar = page.getByRole('complementary', { name: 'Ihre Bank' });
    const toggle = quickbar.getByRole('button', { name: 'Schnellzugriff' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(quickbar.getByRole('link', { name: 'Karte sperren' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(quickbar.getByRole('link', { name: 'Karte sperren' })).toBeVisible();
  });

  test('on the business pages the quickbar is always open', async ({ page }) => {
    await openWithChrome(page, '/de/firmenkunden.html');
    const quickbar = page.getByRole('complementary', { name: 'Ihre Bank' });
    await expect(quickbar.getByRole('button', { name: 'Schnellzugriff' })).toHaveCount(0);
    await expect(quickbar.getByRole('link', { name: 'Karte sperren' })).toBeVisible();
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test("the search button and the quickbar's links keep an edge", async ({ page }) => {
    await openWithChrome(page, '/de/index.html');
    await expectOutlinedInForcedColors(siteHeader(page).getByRole('button', { name: 'Suchen' }));
    const quickbar = page.getByRole('complementary', { name: 'Ihre Bank' });
    await expectOutlinedInForcedColors(quickbar.getByRole('link', { name: 'Karte sperren' }));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the CMS's search button and login keep an edge too", async ({ page }) => {
      await page.goto('/de/index.html');
      await expectOutlinedInForcedColors(siteHeader(page).getByRole('button', { name: 'Suchen' }));
      await expectOutlinedInForcedColors(siteHeader(page).getByRole('link', { name: 'Login' }));
    });
  });
});
