import { expect, test } from '../../support/test';
import { hoverChart, marketClock, openMarketPage, startPage } from '../../support/market';
import { isLocalPlatform } from '../../support/urls';

// During the index's trading hours the page asks again every minute: with the browser clock and
// the platform's market clock set inside the Vienna session.

test.describe('live market data while the exchange trades', () => {
  test.skip(!isLocalPlatform, 'needs the local platform market clock (ctbNow)');

  test('new values every minute, without losing the tab, the tooltip or the layout', async ({
    page,
  }) => {
    // Tuesday 24 November 2026, 11:15 in Vienna.
    const clock = await marketClock(page, '2026-11-24T10:15:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    await market.tab('ATX Prime').click();
    await expect(market.figure('Stand')).toHaveText('24.11.2026 11:15');
    await expect(
      market.root.getByText(/^Börse geöffnet · Kurse werden jede Minute aktualisiert/),
    ).toBeVisible();
    await market.root.getByRole('button', { name: 'Als Tabelle anzeigen' }).click();
    await expect(market.table.getByRole('row')).toHaveCount(1 + 136);
    const before = await market.indices.boundingBox();

    let chartRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/cachableservlets/market/chart.json')) chartRequests += 1;
    });
    await clock.advance(60_000);
    await expect(market.figure('Stand')).toHaveText('24.11.2026 11:16');
    await expect(market.table.getByRole('row')).toHaveCount(1 + 137);
    expect(chartRequests).toBe(1);
    await expect(market.tab('ATX Prime')).toHaveAttribute('aria-selected', 'true');
    expect(await market.indices.boundingBox()).toEqual(before);

    // A tooltip being read stays while new data arrives.
    await expect(market.chart.locator('svg').first()).toBeVisible();
    await hoverChart(market.chart, 0.1);
    await expect(market.tooltip).toBeVisible();
    const reading = await market.tooltip.textContent();
    await clock.advance(60_000);
    await expect(market.figure('Stand')).toHaveText('24.11.2026 11:17');
    await expect(market.tooltip).toHaveText(reading ?? '');
  });

  test('no refresh after the close', async ({ page }) => {
    const clock = await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    await expect(
      market.root.getByText('Börse geschlossen · Schlussstand vom 24.11.2026'),
    ).toBeVisible();
    let chartRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/cachableservlets/market/chart.json')) chartRequests += 1;
    });
    await clock.advance(3 * 60_000);
    expect(chartRequests).toBe(0);
  });
});
