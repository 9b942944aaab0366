import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { parseRequest } from '../../common/http/parse-request';
import { BadRequestError } from '../../common/http/validate-body';
import { CHART_INTERVALS, chartResult } from '../data/chart';
import { findIndex } from '../data/indices';
import { MARKET_LANGUAGES } from '../data/market-language';
import { searchMarket } from '../data/search';
import { symbolLists, topFlop } from '../data/symbol-lists';

/** SPEC section 7 "Market data": the four calls, on the CMS host (docs/contracts.md). */
export const MARKET_PATHS = {
  chart: '/cachableservlets/market/chart.json',
  topFlop: '/cachableservlets/market/topflop.json',
  symbols: '/cachableservlets/market/symbols.json',
  search: '/cachableservlets/market/search.json',
} as const;

/** The bank code (Bankleitzahl) and branch number every call carries, for the data licence. */
const BankParams = {
  blz: v.pipe(v.string(), v.regex(/^\d{4,5}$/, 'must be a bank code of 4 or 5 digits')),
  bstnr: v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a branch number of 1 to 5 digits')),
};

const IndexSymbol = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9]{2,12}$/, 'must be an index symbol in uppercase, e.g. ATX'),
);

const Language = v.optional(v.picklist(MARKET_LANGUAGES), 'de');

const ChartQuery = v.object({
  ...BankParams,
  index: IndexSymbol,
  interval: v.optional(v.picklist(CHART_INTERVALS), 'intraday'),
});
const TopFlopQuery = v.object({ ...BankParams, symbol: IndexSymbol });
const SymbolsQuery = v.object({ ...BankParams, language: Language });
const SearchQuery = v.object({
  ...BankParams,
  searchTerm: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100)),
  language: Language,
});

/**
 * The clock the answer is computed for. QA may move it with header `x-ctb-now` or query
 * `ctbNow` (an ISO 8601 instant), as it injects failures: a suite can then show a trading
 * session whatever the hour it runs at.
 */
export function marketNow(request: FastifyRequest, clock: () => Date): Date {
  const header = request.headers['x-ctb-now'];
  const query = (request.query as Record<string, unknown> | undefined)?.ctbNow;
  const raw = typeof header === 'string' && header !== '' ? header : query;
  if (raw === undefined || raw === '') return clock();
  const instant = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new BadRequestError(`ctbNow must be an ISO 8601 instant, got "${String(raw)}".`);
  }
  return instant;
}

function knownIndex(symbol: string, reply: FastifyReply) {
  const index = findIndex(symbol);
  if (!index) reply.code(404).send({ message: `Unknown index "${symbol}".` });
  return index;
}

/** Live data: nothing may be cached on the way. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The four market calls on the CMS host; `config.now` is the clock unless QA moves it. */
export function registerMarketRoutes(app: FastifyInstance, config: PlatformConfig): void {
  const clock = () => config.now();
  app.get(MARKET_PATHS.chart, async (request, reply) => {
    const query = parseRequest(ChartQuery, request.query, 'query parameters');
    const index = knownIndex(query.index, reply);
    if (!index) return reply;
    const now = marketNow(request, clock);
    return noStore(reply).send(chartResult(index, query.interval, now));
  });

  app.get(MARKET_PATHS.topFlop, async (request, reply) => {
    const query = parseRequest(TopFlopQuery, request.query, 'query parameters');
    const index = knownIndex(query.symbol, reply);
    if (!index) return reply;
    return noStore(reply).send(topFlop(index.id, marketNow(request, clock)));
  });

  app.get(MARKET_PATHS.symbols, async (request, reply) => {
    const query = parseRequest(SymbolsQuery, request.query, 'query parameters');
    return noStore(reply).send(symbolLists(marketNow(request, clock), query.language));
  });

  app.get(MARKET_PATHS.search, async (request, reply) => {
    const query = parseRequest(SearchQuery, request.query, 'query parameters');
    return noStore(reply).send(searchMarket(query.searchTerm, query.language));
  });
}
