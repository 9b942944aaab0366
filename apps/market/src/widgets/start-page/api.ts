import * as v from '@ctb/shared/validation';
import { type Language } from '@ctb/shared/runtime';
import { fetchJson, useSWR } from '@ctb/shared/http';
import { CALM_RETRIES, LIVE_REFRESH_MS } from '../../common/index-chart/api';
import type { BankParams } from '../../common/bank-config';

/** SPEC: symbol lists show 6 items. */
export const LIST_LENGTH = 6;

const listedSymbol = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  url: v.string(),
  changePercent: v.pipe(v.number(), v.finite()),
});

/** SPEC section 3 "Symbol list": name (top, flop or the list's own name) and its symbols. */
const symbolListSchema = v.object({ name: v.string(), symbols: v.array(listedSymbol) });
export type SymbolList = v.InferOutput<typeof symbolListSchema>;
export type ListedSymbol = SymbolList['symbols'][number];

const topFlopSchema = v.pipe(
  v.array(symbolListSchema),
  v.check(
    (lists) => ['top', 'flop'].every((name) => lists.some((list) => list.name === name)),
    'a top/flop answer holds the lists "top" and "flop"',
  ),
  v.transform((lists) => ({
    top: lists.find((list) => list.name === 'top')?.symbols ?? [],
    flop: lists.find((list) => list.name === 'flop')?.symbols ?? [],
  })),
);
export type TopFlop = v.InferOutput<typeof topFlopSchema>;

const symbolListsSchema = v.array(symbolListSchema);

/** While the chosen index trades, the lists are asked again every minute, as the chart is. */
const liveOptions = (live: boolean) => ({
  refreshInterval: live ? LIVE_REFRESH_MS : 0,
  ...CALM_RETRIES,
});

export function useTopFlop(url: string, bank: BankParams, symbol: string, live: boolean) {
  const { blz, bstnr } = bank;
  return useSWR(
    ['market/top-flop', url, blz, bstnr, symbol] as const,
    // SPEC: top/flop is asked for with the symbol in uppercase.
    () =>
      fetchJson(url, {
        query: { blz, bstnr, symbol: symbol.toUpperCase() },
        schema: topFlopSchema,
      }),
    liveOptions(live),
  );
}

export function useSymbolLists(url: string, bank: BankParams, language: Language, live: boolean) {
  const { blz, bstnr } = bank;
  return useSWR(
    ['market/symbols', url, blz, bstnr, language] as const,
    () => fetchJson(url, { query: { blz, bstnr, language }, schema: symbolListsSchema }),
    liveOptions(live),
  );
}
