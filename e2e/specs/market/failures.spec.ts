import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { insertWidget } from '../../support/widgets';
import {
  injectMarketFailure,
  MARKET_WIDGETS,
  marketClock,
  marketTexts,
  openMarketPage,
  startPage,
  type MarketService,
} from '../../support/market';
import { isLocalPlatform } from '../../support/urls';

// Each feed of the start page has its own error flag; all three failing give one panel.

test.describe('the market start page when feeds fail', () => {
  test.skip(!isLocalPlatform, 'needs the local platform failure injection');
  test.beforeEach(async ({ page }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
  });

  const errors: Record<Exclude<MarketService, 'search'>, string> = {
    chart: marketTexts.chartError,
    topFlop: marketTexts.topFlopError,
    symbols: marketTexts.symbolsError,
  };

  for (const [service, message] of Object.entries(errors) as [keyof typeof errors, string][]) {
    test(`a failing ${service} feed shows its own message, the other two their data`, async ({
      page,
    }) => {
      await injectMarketFailure(page, service, service === 'symbols' ? 'malformed' : '500');
      await openMarketPage(page);
      const market = startPage(page);
      await expect(market.root.getByText(message)).toBeVisible();
      for (const other of Object.values(errors).filter((text) => text !== message)) {
        await expect(market.root.getByText(other)).toHaveCount(0);
      }
      await expect(market.root.getByText(marketTexts.general)).toHaveCount(0);
      await expect(market.tab('ATX')).toHaveAttribute('aria-selected', 'true');
      if (service !== 'chart') await expect(market.figure('Letzter Stand')).toHaveText(/,\d{2}$/);
      if (service !== 'topFlop') {
        await expect(market.topFlop.getByRole('listitem')).toHaveCount(12);
      }
      if (service !== 'symbols') {
        await expect(market.symbolLists.getByRole('listitem')).toHaveCount(18);
      }
      await expectNoAxeViolations(page, MARKET_WIDGETS);
    });
  }

  test('all three failing give one general error panel in their place', async ({ page }) => {
    for (const service of ['chart', 'topFlop', 'symbols'] as const) {
      await injectMarketFailure(page, service);
    }
    await openMarketPage(page);
    const market = startPage(page);
    const panel = market.root.getByRole('alert').filter({ hasText: marketTexts.general });
    await expect(panel).toContainText('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.');
    await expect(market.tabs).toHaveCount(0);
    for (const message of Object.values(errors)) {
      await expect(market.root.getByText(message)).toHaveCount(0);
    }
    await expect(market.searchBox).toBeVisible();
    await expectNoAxeViolations(page, MARKET_WIDGETS);
  });

  test('an index without data is named in uppercase', async ({ page }) => {
    await openMarketPage(page);
    // The RTX is known to the services but has had no prices since its calculation stopped.
    await insertWidget(
      page,
      'market/start-page',
      { blz: '20320', bstnr: '0001', indices: [{ symbol: 'RTX', label: 'Rtx' }] },
      'rtx-market',
    );
    const rtx = startPage(page, page.locator('#rtx-market'));
    await expect(rtx.root).toHaveAttribute('data-widget-state', 'mounted');
    await expect(
      rtx.root.getByText('Für den Index RTX liegen derzeit keine Kursdaten vor.'),
    ).toBeVisible();
    await expect(rtx.root.getByRole('button', { name: 'Als Tabelle anzeigen' })).toHaveCount(0);
    await expectNoAxeViolations(page, '#rtx-market');
  });
});

test.describe('the general error panel in forced colours (a Windows contrast theme)', () => {
  test.skip(!isLocalPlatform, 'needs the local platform failure injection');
  test.use({ forcedColors: 'active' });

  test('its retry keeps the edge of a button', async ({ page }) => {
    for (const service of ['chart', 'topFlop', 'symbols'] as const) {
      await injectMarketFailure(page, service);
    }
    await openMarketPage(page);
    const panel = startPage(page).root.getByRole('alert').filter({ hasText: marketTexts.general });
    await expectOutlinedInForcedColors(panel.getByRole('button'));
  });
});
