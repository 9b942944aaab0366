import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { drawnColours, expectStateSeenInForcedColors } from '../../support/forced-colors';
import {
  hoverChart,
  MARKET_WIDGETS,
  marketClock,
  openMarketPage,
  startPage,
} from '../../support/market';
import { isLocalPlatform } from '../../support/urls';

// The market-data start page (/de/market.html): index tabs, key figures, chart and its tooltip,
// the table, top/flop and symbol lists, as of a fixed moment of the platform's market clock.

test.describe('the market-data start page', () => {
  test.skip(!isLocalPlatform, 'needs the local platform market clock (ctbNow)');
  // An axe scan with the table of every plotted value open (500 rows of a trading day) took 20 s
  // alone on a busy machine.
  test.describe.configure({ timeout: 135_000 });

  test('switches index tabs by mouse and keyboard, and keeps the chosen tab for the session', async ({
    page,
  }) => {
    // Tuesday 24 November 2026, 18:00 in Vienna: the day's session is complete.
    await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    await expect(market.tabs).toHaveText(['ATX', 'ATX Prime', 'DAX', 'Euro Stoxx 50', 'Dow Jones']);
    await expect(market.tab('ATX')).toHaveAttribute('aria-selected', 'true');
    await expect(market.figure('Stand')).toHaveText('24.11.2026 17:30');
    await expect(market.figure('Handelszeit')).toHaveText('09:00–17:30 Uhr');
    await expect(market.topFlop).toHaveAccessibleName('Tops und Flops im ATX');

    await market.tab('DAX').click();
    await expect(market.tab('DAX')).toHaveAttribute('aria-selected', 'true');
    await expect(market.panel).toHaveAccessibleName('DAX');
    await expect(market.topFlop).toHaveAccessibleName('Tops und Flops im DAX');
    await page.keyboard.press('ArrowRight');
    await expect(market.tab('Euro Stoxx 50')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(market.tab('Dow Jones')).toHaveAttribute('aria-selected', 'true');
    // New York trades 15:30-22:00 Vienna time; at 18:00 its session is running.
    await expect(market.figure('Handelszeit')).toHaveText('15:30–22:00 Uhr');
    await expect(market.figure('Stand')).toHaveText('24.11.2026 18:00');
    await expect(market.root.getByText(/^Börse geöffnet/)).toBeVisible();

    await page.reload();
    await expect(startPage(page).tab('Dow Jones')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, MARKET_WIDGETS);
  });

  test('reads the tooltip: date and time, and the value with two decimals as in the table', async ({
    page,
  }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    await expect(market.chart.locator('svg').first()).toBeVisible();
    await hoverChart(market.chart, 0.5);
    await expect(market.tooltip).toBeVisible();
    const text = (await market.tooltip.textContent()) ?? '';
    const match = /^(24\.11\.2026 \d{2}:\d{2})ATX: (\d{1,3}(\.\d{3})*,\d{2})$/.exec(text);
    expect(match, `tooltip "${text}"`).not.toBeNull();
    const [, time, value] = match ?? [];
    await page.mouse.move(0, 0);
    await expect(market.tooltip).toHaveCount(0);
    await expect(market.table).toHaveCount(0);
    await market.root.getByRole('button', { name: 'Als Tabelle anzeigen' }).click();
    const row = market.table.getByRole('row', { name: new RegExp(`^${time} `) });
    await expect(row.getByRole('cell')).toHaveText(value ?? '');
  });

  test('offers the chart as a table, previous close and periods', async ({ page }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    const toggle = market.root.getByRole('button', { name: 'Als Tabelle anzeigen' });
    await toggle.click();
    await expect(market.root.getByRole('region', { name: 'Kursverlauf ATX, 1 Tag' })).toBeVisible();
    await expect(market.table.getByRole('row')).toHaveCount(1 + 511);
    await expect(market.table.getByRole('row').nth(1)).toContainText('24.11.2026 09:00');
    await market.root.getByRole('button', { name: '1 Jahr' }).click();
    await expect(market.root.getByRole('button', { name: '1 Jahr' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      market.root.getByRole('table', { name: 'Kursverlauf ATX, 1 Jahr' }),
    ).toBeAttached();
    await expect(market.figure('Hoch im Zeitraum')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    await expectNoAxeViolations(page, MARKET_WIDGETS);
  });

  test('shows top/flop and symbol lists of six with signed changes and links', async ({ page }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    for (const list of ['Tops', 'Flops']) {
      const items = market.topFlop
        .getByRole('heading', { name: list, exact: true })
        .locator('xpath=..')
        .getByRole('listitem');
      await expect(items).toHaveCount(6);
      await expect(items.first()).toHaveText(
        list === 'Tops' ? /\+\d+,\d{2}\s%$/ : /(-\d+,\d{2}|0,00)\s%$/,
      );
    }
    await expect(market.symbolLists.getByRole('heading', { level: 3 })).toHaveText([
      'Meistgehandelt an der Wiener Börse',
      'Meistgehandelt auf Xetra',
      'Beliebte ETFs',
    ]);
    const first = market.symbolLists.getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('the market-data start page in forced colours (a Windows contrast theme)', () => {
  test.skip(!isLocalPlatform, 'needs the local platform market clock (ctbNow)');
  test.use({ forcedColors: 'active' });

  test('the chosen index tab and the chosen period still stand out from the others', async ({
    page,
  }) => {
    await marketClock(page, '2026-11-24T17:00:00Z');
    await openMarketPage(page);
    const market = startPage(page);
    await expect(market.tab('ATX')).toHaveAttribute('aria-selected', 'true');
    await expectStateSeenInForcedColors(market.tab('ATX'), market.tab('DAX'));
    const day = market.root.getByRole('button', { name: '1 Tag', exact: true });
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expectStateSeenInForcedColors(
      day,
      market.root.getByRole('button', { name: '1 Woche', exact: true }),
    );
  });

  test.describe('with a dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the chart draws its price line and labels in the theme’s colours', async ({ page }) => {
      await marketClock(page, '2026-11-24T17:00:00Z');
      await openMarketPage(page);
      const market = startPage(page);
      await expect(market.chart.locator('svg').first()).toBeVisible();
      const [line] = await drawnColours(market.chart.locator('path[fill="none"]'));
      expect(line?.contrast, 'the price line against the ground').toBeGreaterThanOrEqual(3);
      for (const label of await drawnColours(market.chart.locator('text')))
        expect(label.contrast, 'an axis label against the ground').toBeGreaterThanOrEqual(4.5);
    });
  });
});
