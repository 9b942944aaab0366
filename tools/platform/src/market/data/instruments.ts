import { findIndex, type IndexId, type MarketIndex } from './indices';
import type { Instrument } from './price-series';
import { homeIndex, SYMBOLS, type MarketSymbol } from './symbols';

/** How closely an index moves with a bigger one of its region. */
const INDEX_LEADERS: Partial<Record<IndexId, { leader: IndexId; correlation: number }>> = {
  ATXPRIME: { leader: 'ATX', correlation: 0.97 },
  ESTX50: { leader: 'DAX', correlation: 0.88 },
  NDX: { leader: 'DJI', correlation: 0.8 },
};

/** World equity funds move with the US market more than with any European index. */
const FUND_LEADERS: Record<string, { leader: IndexId; correlation: number }> = {
  EUNL: { leader: 'DJI', correlation: 0.7 },
  VWCE: { leader: 'DJI', correlation: 0.65 },
  SXR8: { leader: 'DJI', correlation: 0.85 },
};

const indexInstruments = new Map<IndexId, Instrument>();

export function indexInstrument(index: MarketIndex): Instrument {
  let instrument = indexInstruments.get(index.id);
  if (!instrument) {
    const leader = INDEX_LEADERS[index.id];
    const leaderIndex = leader && findIndex(leader.leader);
    instrument = {
      key: `index:${index.id}`,
      exchange: index.exchange,
      level: index.level,
      volatility: index.volatility,
      follows: leaderIndex
        ? { instrument: indexInstrument(leaderIndex), correlation: leader.correlation }
        : undefined,
    };
    indexInstruments.set(index.id, instrument);
  }
  return instrument;
}

const symbolInstruments = new Map<string, Instrument>();

function symbolLeader(symbol: MarketSymbol): { leader: IndexId; correlation: number } | undefined {
  const fundLeader = FUND_LEADERS[symbol.ticker];
  if (fundLeader) return fundLeader;
  const home = homeIndex(symbol);
  if (!home) return undefined;
  // An index fund is its index, less fees; a share shares about a third of its moves.
  return { leader: home, correlation: symbol.kind === 'fund' ? 0.98 : 0.6 };
}

export function symbolInstrument(symbol: MarketSymbol): Instrument {
  let instrument = symbolInstruments.get(symbol.isin);
  if (!instrument) {
    const leader = symbolLeader(symbol);
    const leaderIndex = leader && findIndex(leader.leader);
    instrument = {
      key: `symbol:${symbol.isin}`,
      exchange: symbol.exchange,
      level: symbol.price,
      volatility: symbol.volatility,
      follows: leaderIndex
        ? { instrument: indexInstrument(leaderIndex), correlation: leader.correlation }
        : undefined,
    };
    symbolInstruments.set(symbol.isin, instrument);
  }
  return instrument;
}

/** Members of `index` among the symbols we carry. */
export function membersOf(index: IndexId): MarketSymbol[] {
  return SYMBOLS.filter((symbol) => symbol.indices.includes(index));
}
