import { INDICES, type MarketIndex } from './indices';
import type { Localized, MarketLanguage } from './market-language';
import { indexUrl, searchPageUrl, symbolUrl } from './market-urls';
import { SYMBOLS, type MarketSymbol } from './symbols';

/** At most this many hits per group: the predictions are a short list, the page has the rest. */
export const GROUP_LIMIT = 8;

export interface SearchDetail {
  name: string;
  ticker: string;
  url: string;
}

/** SPEC section 3 "Search result". */
export interface SearchResult {
  url: string;
  groups: { name: string; details: SearchDetail[] }[];
}

const GROUP_NAMES: Record<'indices' | 'shares' | 'funds', Localized> = {
  shares: { de: 'Aktien', en: 'Shares', fr: 'Actions', hr: 'Dionice', it: 'Azioni', sl: 'Delnice' },
  funds: {
    de: 'Fonds & ETFs',
    en: 'Funds & ETFs',
    fr: 'Fonds et ETF',
    hr: 'Fondovi i ETF-ovi',
    it: 'Fondi ed ETF',
    sl: 'Skladi in ETF-ji',
  },
  indices: {
    de: 'Indizes',
    en: 'Indices',
    fr: 'Indices',
    hr: 'Indeksi',
    it: 'Indici',
    sl: 'Indeksi',
  },
};

/** Lowercase without accents, so "osterreichische" finds "Österreichische". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

interface Searchable {
  name: string;
  ticker: string;
  isin?: string;
}

/**
 * How well `term` fits (lower is better), undefined when not at all: the exact ticker or ISIN
 * first, then their beginnings, then names beginning with a word of the term, then any part.
 */
export function matchRank(entry: Searchable, term: string): number | undefined {
  const wanted = normalize(term);
  if (wanted === '') return undefined;
  const ticker = entry.ticker.toLowerCase();
  const isin = entry.isin?.toLowerCase() ?? '';
  const name = normalize(entry.name);
  if (ticker === wanted || isin === wanted) return 0;
  if (ticker.startsWith(wanted) || (wanted.length >= 3 && isin.startsWith(wanted))) return 1;
  if (name.split(/[\s&.,-]+/).some((word) => word.startsWith(wanted))) return 2;
  if (name.includes(wanted)) return 3;
  return undefined;
}

function ranked<T extends Searchable>(entries: readonly T[], term: string): T[] {
  return entries
    .map((entry) => ({ entry, rank: matchRank(entry, term) }))
    .filter((hit): hit is { entry: T; rank: number } => hit.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
    .slice(0, GROUP_LIMIT)
    .map((hit) => hit.entry);
}

const indexDetail = (index: MarketIndex): SearchDetail => ({
  name: index.name,
  ticker: index.id,
  url: indexUrl(index),
});

const symbolDetail = (symbol: MarketSymbol): SearchDetail => ({
  name: symbol.name,
  ticker: symbol.ticker,
  url: symbolUrl(symbol),
});

/** Name, ticker or ISIN; groups without hits are left out. */
export function searchMarket(searchTerm: string, language: MarketLanguage): SearchResult {
  const indices = INDICES.map((index) => ({ ...index, ticker: index.id }));
  const groups = [
    {
      name: GROUP_NAMES.shares[language],
      details: ranked(
        SYMBOLS.filter((s) => s.kind === 'share'),
        searchTerm,
      ).map(symbolDetail),
    },
    {
      name: GROUP_NAMES.funds[language],
      details: ranked(
        SYMBOLS.filter((s) => s.kind === 'fund'),
        searchTerm,
      ).map(symbolDetail),
    },
    { name: GROUP_NAMES.indices[language], details: ranked(indices, searchTerm).map(indexDetail) },
  ];
  return {
    url: searchPageUrl(searchTerm),
    groups: groups.filter((group) => group.details.length > 0),
  };
}
