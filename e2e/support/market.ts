import { expect, type Locator, type Page } from '@playwright/test';

/** The market services (docs/contracts.md, "Market data"), by the feed they serve. */
export const MARKET_SERVICES = {
  chart: '/cachableservlets/market/chart.json',
  topFlop: '/cachableservlets/market/topflop.json',
  symbols: '/cachableservlets/market/symbols.json',
  search: '/cachableservlets/market/search.json',
} as const;
export type MarketService = keyof typeof MARKET_SERVICES;

export const marketTexts = {
  chartError: 'Der Kursverlauf kann derzeit nicht geladen werden.',
  topFlopError: 'Tops und Flops können derzeit nicht geladen werden.',
  symbolsError: 'Die Kurslisten können derzeit nicht geladen werden.',
  general: 'Leider ist ein technischer Fehler aufgetreten.',
  searchFailed: 'Die Suche ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
};

/** Makes one market service fail (the platform's ctbFail) for every later request. */
export async function injectMarketFailure(page: Page, service: MarketService, failure = '500') {
  await page.route(
    (url) => url.pathname === MARKET_SERVICES[service],
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('ctbFail', failure);
      await route.continue({ url: url.toString() });
    },
  );
}

/**
 * Puts the browser clock and the platform's market clock at `start` (the platform answers as of
 * the ctbNow it is sent), so a suite sees a trading session whatever the hour it runs at.
 * `advance` moves both on; the browser's timers (swr's refresh) run meanwhile.
 */
export async function marketClock(page: Page, start: string) {
  let now = Date.parse(start);
  await page.clock.install({ time: now });
  await page.route(
    (url) => url.pathname.startsWith('/cachableservlets/market/'),
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('ctbNow', new Date(now).toISOString());
      await route.continue({ url: url.toString() });
    },
  );
  return {
    async advance(ms: number) {
      now += ms;
      await page.clock.runFor(ms);
    },
  };
}

export async function openMarketPage(page: Page, language = 'de') {
  await page.goto(`/${language}/market.html`);
  await expect(startPage(page).root).toHaveAttribute('data-widget-state', 'mounted');
}

/** The parts of the market-data start page a visitor works with. */
export function startPage(
  page: Page,
  root: Locator = page.locator('[data-widget="market/start-page"]').first(),
) {
  const indices = root.getByRole('region', { name: 'Indizes' });
  return {
    root,
    searchBox: root.getByRole('combobox', { name: 'Aktie, Fonds oder Index' }),
    searchButton: root.getByRole('button', { name: 'Suchen (öffnet in neuem Tab)' }),
    suggestions: root.getByRole('listbox', { name: 'Suchvorschläge' }),
    tabs: root.getByRole('tab'),
    tab: (name: string) => root.getByRole('tab', { name, exact: true }),
    panel: root.getByRole('tabpanel'),
    indices,
    chart: root.locator('[data-chart-state="drawn"]'),
    tooltip: root.locator('[data-chart-tooltip]'),
    figure: (term: string) =>
      root
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .first()
        .locator('+ dd'),
    topFlop: root.getByRole('region', { name: /^Tops und Flops im / }),
    symbolLists: root.getByRole('region', { name: 'Kurslisten' }),
    table: root.getByRole('table', { name: /^Kursverlauf / }),
  };
}

/** Hovers the drawn chart at `share` (0..1) of its width, halfway down. */
export async function hoverChart(chart: Locator, share: number) {
  // The mouse reaches only what is in the viewport; the chart sits below the search on a laptop.
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not drawn');
  await chart.page().mouse.move(box.x + box.width * share, box.y + box.height / 2);
}

export const MARKET_WIDGETS = '[data-widget^="market/"]';
