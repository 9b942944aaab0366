import type { MarketIndex } from './indices';
import type { MarketSymbol } from './symbols';

/** Where the platform serves the market pages (German, like the real provider's pages). */
export const MARKET_PAGES_BASE = '/marktdaten';

export function indexUrl(index: MarketIndex): string {
  return `${MARKET_PAGES_BASE}/indizes/${index.id.toLowerCase()}.html`;
}

export function symbolUrl(symbol: MarketSymbol): string {
  const folder = symbol.kind === 'fund' ? 'fonds' : 'aktien';
  return `${MARKET_PAGES_BASE}/${folder}/${symbol.isin}.html`;
}

export function searchPageUrl(searchTerm: string): string {
  return `${MARKET_PAGES_BASE}/suche.html?searchTerm=${encodeURIComponent(searchTerm)}`;
}
