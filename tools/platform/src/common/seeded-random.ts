/**
 * The one seeded PRNG of the platform (mulberry32): the same seed gives the same sequence, so
 * every generated data set (branches, list content, club benefits, market data) is the same on
 * every start and in every test.
 */
export interface SeededRandom {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  /** one item; throws on an empty list */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in list order, chosen by a partial shuffle (one draw per item) */
  pickSome<T>(items: readonly T[], count: number): T[];
  /**
   * `count` distinct items in list order, chosen by drawing indexes until enough differ. Kept
   * beside pickSome because the branch data set was generated with it: another method would give
   * other branches, and the e2e journeys name real ones.
   */
  pickDistinct<T>(items: readonly T[], count: number): T[];
}

/** FNV-1a: a stable 32-bit hash of a text, to seed from ids and derive colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function seededRandom(seed: number | string): SeededRandom {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const pickSome = <T>(items: readonly T[], count: number): T[] => {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    const chosen = indexes.slice(0, Math.min(count, items.length)).sort((a, b) => a - b);
    return chosen.map((index) => items[index] as T);
  };
  const pickDistinct = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, int, pick, chance: (probability) => next() < probability, pickSome, pickDistinct };
}
