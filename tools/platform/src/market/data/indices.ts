import type { ExchangeId } from './exchange-calendar';

/** The index symbols the market services know, as sent in uppercase (`index`, `symbol`). */
export type IndexId = 'ATX' | 'ATXPRIME' | 'DAX' | 'ESTX50' | 'DJI' | 'NDX' | 'RTX';

export interface MarketIndex {
  id: IndexId;
  name: string;
  longName: string;
  isin?: string;
  exchange: ExchangeId;
  /** The close on the calibration day (see ANCHOR_DAY in price-series.ts), in index points. */
  level: number;
  /** annualised volatility of daily log returns */
  volatility: number;
  /**
   * false: the index is known but delivers no prices (the RTX, whose calculation the Wiener
   * Börse suspended in 2022): the chart answers with no values.
   */
  hasData: boolean;
}

/** Levels and volatilities of autumn 2025, so the walk starts where the real indices stood. */
export const INDICES: readonly MarketIndex[] = [
  {
    id: 'ATX',
    name: 'ATX',
    longName: 'Austrian Traded Index',
    isin: 'AT0000999982',
    exchange: 'vienna',
    level: 4818.4,
    volatility: 0.16,
    hasData: true,
  },
  {
    id: 'ATXPRIME',
    name: 'ATX Prime',
    longName: 'ATX Prime Index',
    exchange: 'vienna',
    level: 2391.7,
    volatility: 0.15,
    hasData: true,
  },
  {
    id: 'DAX',
    name: 'DAX',
    longName: 'Deutscher Aktienindex',
    isin: 'DE0008469008',
    exchange: 'xetra',
    level: 23_958.3,
    volatility: 0.17,
    hasData: true,
  },
  {
    id: 'ESTX50',
    name: 'Euro Stoxx 50',
    longName: 'EURO STOXX 50',
    isin: 'EU0009658145',
    exchange: 'xetra',
    level: 5662.1,
    volatility: 0.16,
    hasData: true,
  },
  {
    id: 'DJI',
    name: 'Dow Jones',
    longName: 'Dow Jones Industrial Average',
    isin: 'US2605661048',
    exchange: 'newYork',
    level: 47_336.7,
    volatility: 0.14,
    hasData: true,
  },
  {
    id: 'NDX',
    name: 'Nasdaq 100',
    longName: 'Nasdaq-100',
    isin: 'US6311011026',
    exchange: 'newYork',
    level: 25_972.9,
    volatility: 0.21,
    hasData: true,
  },
  {
    id: 'RTX',
    name: 'RTX',
    longName: 'Russian Traded Index',
    exchange: 'vienna',
    level: 1000,
    volatility: 0.3,
    hasData: false,
  },
];

const byId = new Map<string, MarketIndex>(INDICES.map((index) => [index.id, index]));

/** The index of an uppercase symbol; undefined when unknown (lowercase is not accepted). */
export function findIndex(symbol: string): MarketIndex | undefined {
  return byId.get(symbol);
}
