import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { marketClock } from '../../support/market';
import { isLocalPlatform } from '../../support/urls';

// The compact index chart at the end of the start page, and where apexcharts is (not) loaded.

const apexchartsRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/apexcharts/i.test(request.url())) urls.push(request.url());
  });
  return urls;
};

test.describe('the compact index chart on the start page', () => {
  test.skip(!isLocalPlatform, 'needs the local platform market clock (ctbNow)');

  test('shows the ATX of the day and loads the chart library only when it scrolls near', async ({
    page,
  }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
    const chartCode = apexchartsRequests(page);
    await page.goto('/de/index.html');
    const card = page.locator('[data-widget="market/index-chart"]');
    await expect(card).toHaveAttribute('data-widget-state', 'mounted');
    await expect(card.getByRole('heading', { name: 'Börse aktuell: ATX' })).toBeAttached();
    await expect(card.locator('[data-chart-state]')).toHaveAttribute('data-chart-state', 'waiting');
    expect(chartCode).toEqual([]);

    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-chart-state="drawn"] svg').first()).toBeVisible();
    expect(chartCode.length).toBeGreaterThan(0);
    await expect(card.locator('dt', { hasText: /^Stand$/ }).locator('+ dd')).toHaveText(
      '24.11.2026 17:30',
    );
    await card.getByRole('link', { name: 'Alle Marktdaten' }).click();
    await expect(page).toHaveURL(/\/de\/market\.html$/);
    await expectNoAxeViolations(page, '[data-widget^="market/"]');
  });

  test('pages without market widgets load nothing of the market app', async ({ page }) => {
    const marketCode: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === '8106') marketCode.push(request.url());
    });
    await page.goto('/de/calculators.html');
    await expect(page.locator('[data-widget="calculators/credit"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    await page.waitForLoadState('networkidle');
    expect(marketCode).toEqual([]);
  });
});
