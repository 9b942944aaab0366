import type { IndexId } from './indices';
import { membersOf } from './instruments';
import type { Localized, MarketLanguage } from './market-language';
import { listedSymbol, quoteSymbol, type ListedSymbol, type SymbolQuote } from './quotes';
import { SYMBOLS, type MarketSymbol } from './symbols';

/** SPEC: symbol lists show 6 items. */
export const LIST_SIZE = 6;

/** SPEC section 3 "Symbol list": `name` is `top`, `flop` or the list's own name. */
export interface SymbolList {
  name: string;
  symbols: ListedSymbol[];
}

const byChangeDescending = (a: SymbolQuote, b: SymbolQuote) =>
  b.changePercent - a.changePercent || a.symbol.name.localeCompare(b.symbol.name);

/**
 * The best and the worst members of `index` since the previous close. With fewer than twelve
 * members the two lists split them, so no share is a top and a flop at once.
 */
export function topFlop(index: IndexId, now: Date): [SymbolList, SymbolList] {
  const ranked = membersOf(index)
    .map((symbol) => quoteSymbol(symbol, now))
    .sort(byChangeDescending);
  const size = Math.min(LIST_SIZE, Math.floor(ranked.length / 2));
  return [
    { name: 'top', symbols: ranked.slice(0, size).map(listedSymbol) },
    {
      name: 'flop',
      symbols: ranked
        .slice(ranked.length - size)
        .reverse()
        .map(listedSymbol),
    },
  ];
}

interface ListDefinition {
  name: Localized;
  members: (symbol: MarketSymbol) => boolean;
}

const LISTS: ListDefinition[] = [
  {
    name: {
      de: 'Meistgehandelt an der Wiener Börse',
      en: 'Most traded on the Vienna Stock Exchange',
      fr: 'Les plus échangées à la Bourse de Vienne',
      hr: 'Najtrgovanije na Bečkoj burzi',
      it: 'I più scambiati alla Borsa di Vienna',
      sl: 'Najbolj trgovane na Dunajski borzi',
    },
    members: (symbol) => symbol.kind === 'share' && symbol.exchange === 'vienna',
  },
  {
    name: {
      de: 'Meistgehandelt auf Xetra',
      en: 'Most traded on Xetra',
      fr: 'Les plus échangées sur Xetra',
      hr: 'Najtrgovanije na Xetri',
      it: 'I più scambiati su Xetra',
      sl: 'Najbolj trgovane na Xetri',
    },
    members: (symbol) => symbol.kind === 'share' && symbol.exchange === 'xetra',
  },
  {
    name: {
      de: 'Beliebte ETFs',
      en: 'Popular ETFs',
      fr: 'ETF populaires',
      hr: 'Popularni ETF-ovi',
      it: 'ETF più richiesti',
      sl: 'Priljubljeni ETF-ji',
    },
    members: (symbol) => symbol.kind === 'fund',
  },
];

/** The bank's lists: the six symbols of each with the highest turnover in the current session. */
export function symbolLists(now: Date, language: MarketLanguage): SymbolList[] {
  return LISTS.map((list) => ({
    name: list.name[language],
    symbols: SYMBOLS.filter(list.members)
      .map((symbol) => quoteSymbol(symbol, now))
      .sort((a, b) => b.turnover - a.turnover)
      .slice(0, LIST_SIZE)
      .map(listedSymbol),
  }));
}
