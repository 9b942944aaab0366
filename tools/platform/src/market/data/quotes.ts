import { symbolInstrument } from './instruments';
import { symbolUrl } from './market-urls';
import {
  changePercent,
  dailyReturn,
  dailyVolatility,
  quoteAt,
  seedFor,
  type Quote,
} from './price-series';
import { CHANNELS, seededNormal } from './seeded-normal';
import type { MarketSymbol } from './symbols';

export interface SymbolQuote {
  symbol: MarketSymbol;
  quote: Quote;
  changePercent: number;
  /** traded value of the session so far, in the symbol's currency */
  turnover: number;
}

/**
 * Shares traded in the session up to the quote: more on days that move much, spread evenly
 * over the trading minutes.
 */
function volumeSoFar(symbol: MarketSymbol, quote: Quote): number {
  const instrument = symbolInstrument(symbol);
  const move = Math.abs(dailyReturn(instrument, quote.session.day)) / dailyVolatility(instrument);
  const noise = seededNormal(seedFor(instrument), CHANNELS.volume, quote.session.day);
  const dayVolume = symbol.averageVolume * Math.exp(0.35 * noise + 0.4 * move - 0.3);
  const sessionMinutes = (quote.session.end.getTime() - quote.session.start.getTime()) / 60_000;
  return Math.round(dayVolume * Math.min(1, (quote.minute + 1) / sessionMinutes));
}

export function quoteSymbol(symbol: MarketSymbol, now: Date): SymbolQuote {
  const quote = quoteAt(symbolInstrument(symbol), now);
  return {
    symbol,
    quote,
    changePercent: changePercent(quote.last, quote.previousClose),
    turnover: Math.round(volumeSoFar(symbol, quote) * quote.last),
  };
}

/** SPEC section 3 "Symbol list" entry. */
export interface ListedSymbol {
  name: string;
  url: string;
  changePercent: number;
}

export function listedSymbol({ symbol, changePercent: change }: SymbolQuote): ListedSymbol {
  return { name: symbol.name, url: symbolUrl(symbol), changePercent: change };
}
