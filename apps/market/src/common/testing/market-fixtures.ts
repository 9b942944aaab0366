// Answers of the market services for component tests (the shapes of docs/contracts.md).
import { http, HttpResponse } from 'msw';
import type { ChartResult } from '../index-chart/api';

export const CHART_URL = '/cachableservlets/market/chart.json';
export const TOP_FLOP_URL = '/cachableservlets/market/topflop.json';
export const SYMBOLS_URL = '/cachableservlets/market/symbols.json';
export const SEARCH_URL = '/cachableservlets/market/search.json';

/** Monday 2 March 2026, 09:00-17:30 in Vienna (CET). */
export const SESSION = {
  start: '2026-03-02T09:00:00+01:00',
  end: '2026-03-02T17:30:00+01:00',
};

/** An intraday chart of three minutes: open 4.800,00, high 4.810,50, low and last 4.795,25. */
export function chartResult(overrides: Partial<ChartResult> = {}): ChartResult {
  return {
    name: 'ATX',
    url: '/marktdaten/indizes/atx.html',
    lastDateTime: '2026-03-02T09:02:00+01:00',
    last: 4795.25,
    changePercent: 0.3191,
    historicClose: 4780,
    interval: 'intraday',
    tradingTimeStart: SESSION.start,
    tradingTimeEnd: SESSION.end,
    values: [
      { dateTime: '2026-03-02T09:00:00+01:00', close: 4800 },
      { dateTime: '2026-03-02T09:01:00+01:00', close: 4810.5 },
      { dateTime: '2026-03-02T09:02:00+01:00', close: 4795.25 },
    ],
    ...overrides,
  };
}

const symbol = (name: string, changePercent: number, isin: string) => ({
  name,
  url: `/marktdaten/aktien/${isin}.html`,
  changePercent,
});

export const TOP = [
  symbol('Lenzing AG', 1.541, 'AT0000644505'),
  symbol('BAWAG Group AG', 1.5197, 'AT0000BAWAG2'),
  symbol('DO & CO Aktiengesellschaft', 1.494, 'AT0000818802'),
  symbol('EVN AG', 1.4235, 'AT0000741053'),
  symbol('AT&S Austria Technologie & Systemtechnik AG', 1.1291, 'AT0000969985'),
  symbol('Erste Group Bank AG', 0.8043, 'AT0000652011'),
];

export const FLOP = [
  symbol('Verbund AG', -1.5903, 'AT0000746409'),
  symbol('Vienna Insurance Group AG', -1.0117, 'AT0000908504'),
  symbol('Wienerberger AG', -0.6337, 'AT0000831706'),
  symbol('Mayr-Melnhof Karton AG', -0.5634, 'AT0000938204'),
  symbol('Raiffeisen Bank International AG', -0.3383, 'AT0000606306'),
  symbol('UNIQA Insurance Group AG', 0, 'AT0000821103'),
];

export const SYMBOL_LISTS = [
  { name: 'Meistgehandelt an der Wiener Börse', symbols: TOP.slice(0, 6) },
  { name: 'Beliebte ETFs', symbols: FLOP.slice(0, 6) },
];

export type Feed = 'chart' | 'topFlop' | 'symbols';
export type Failure = 500 | 'malformed';

/** msw handlers of the three feeds; each can fail on its own. Requests are recorded. */
export function marketHandlers(
  options: {
    chart?: (url: URL) => ChartResult;
    fail?: Partial<Record<Feed, Failure>>;
  } = {},
) {
  const requests: Record<Feed, URL[]> = { chart: [], topFlop: [], symbols: [] };
  const answer = (feed: Feed, body: () => unknown) => (info: { request: Request }) => {
    const url = new URL(info.request.url);
    requests[feed].push(url);
    const failure = options.fail?.[feed];
    if (failure === 500)
      return HttpResponse.json({ message: 'Internal server error.' }, { status: 500 });
    if (failure === 'malformed') return HttpResponse.json({ unexpected: 'malformed' });
    return HttpResponse.json(body() as object);
  };
  const chart =
    options.chart ?? ((url: URL) => chartResult({ name: url.searchParams.get('index') ?? 'ATX' }));
  const handlers = [
    http.get(`*${CHART_URL}`, (info) =>
      answer('chart', () => chart(new URL(info.request.url)))(info),
    ),
    http.get(
      `*${TOP_FLOP_URL}`,
      answer('topFlop', () => [
        { name: 'top', symbols: TOP },
        { name: 'flop', symbols: FLOP },
      ]),
    ),
    http.get(
      `*${SYMBOLS_URL}`,
      answer('symbols', () => SYMBOL_LISTS),
    ),
  ];
  return { handlers, requests };
}
