import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import {
  injectMarketFailure,
  MARKET_WIDGETS,
  marketTexts,
  openMarketPage,
  startPage,
} from '../../support/market';
import { isLocalPlatform } from '../../support/urls';

// The symbol search of the market page: predictions, and results in a new tab.

test.describe('the symbol search', () => {
  // A search opens a second page in a new tab and scans with axe: on a busy machine (load 25 on
  // two cores) that ran past 45 s; this gives it more than the default.
  test.describe.configure({ timeout: 135_000 });
  test('finds a share by ticker and opens its page in a new tab', async ({ page, context }) => {
    await openMarketPage(page);
    const market = startPage(page);
    await market.searchBox.fill('EBS');
    await expect(market.suggestions).toBeVisible();
    const option = market.suggestions.getByRole('option', { name: /^Erste Group Bank AG/ });
    await expect(option).toContainText('Aktien · Kürzel EBS');
    await expectNoAxeViolations(page, MARKET_WIDGETS);
    const opened = context.waitForEvent('page');
    await page.keyboard.press('ArrowDown');
    await expect(market.searchBox).toHaveValue('Erste Group Bank AG');
    await page.keyboard.press('Enter');
    const detail = await opened;
    await expect(detail).toHaveURL(/\/marktdaten\/aktien\/AT0000652011\.html$/);
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Erste Group Bank AG');
    await expect(page).toHaveURL(/\/de\/market\.html$/);
  });

  test('finds a share by ISIN: the result page opens in a new tab', async ({ page, context }) => {
    await openMarketPage(page);
    const market = startPage(page);
    await market.searchBox.fill('DE0007164600');
    await expect(market.suggestions.getByRole('option', { name: /^SAP SE/ })).toBeVisible();
    const opened = context.waitForEvent('page');
    await market.searchButton.click();
    const results = await opened;
    await expect(results).toHaveURL(/\/marktdaten\/suche\.html\?searchTerm=DE0007164600$/);
    await expect(results.getByRole('link', { name: 'SAP SE' })).toBeVisible();
  });

  test('cuts long names at 25 characters and leaves them whole for screen readers', async ({
    page,
  }) => {
    await openMarketPage(page);
    const market = startPage(page);
    await market.searchBox.fill('ishares core');
    const option = market.suggestions.getByRole('option', {
      name: /^iShares Core MSCI World UCITS ETF USD \(Acc\)/,
    });
    await expect(option).toHaveAttribute('title', 'iShares Core MSCI World UCITS ETF USD (Acc)');
    await expect(option).toContainText('iShares Core MSCI World U...');
    await page.keyboard.press('Escape');
    await expect(market.suggestions).toBeHidden();
  });

  test('an empty search does nothing', async ({ page, context }) => {
    await openMarketPage(page);
    let opened = 0;
    context.on('page', () => (opened += 1));
    await startPage(page).searchButton.click();
    await page.waitForTimeout(500);
    expect(opened).toBe(0);
  });

  test.describe('when the search fails', () => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');

    test('the tab opened for the result is closed again and the page says so', async ({
      page,
      context,
    }) => {
      await injectMarketFailure(page, 'search');
      await openMarketPage(page);
      const market = startPage(page);
      await market.searchBox.fill('OMV');
      const opened = context.waitForEvent('page');
      await market.searchButton.click();
      const tab = await opened;
      // The failed answer may have closed it before we listen.
      if (!tab.isClosed()) await tab.waitForEvent('close');
      expect(context.pages()).toEqual([page]);
      await expect(
        market.root.getByRole('alert').filter({ hasText: marketTexts.searchFailed }),
      ).toBeVisible();
      await expect(market.suggestions).toBeHidden();
      await expectNoAxeViolations(page, MARKET_WIDGETS);
    });
  });
});

test.describe('the symbol search in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('"Suchen" keeps the edge of a button', async ({ page }) => {
    await openMarketPage(page);
    await expectOutlinedInForcedColors(startPage(page).searchButton);
  });
});
