// Module-level copies of the Math functions: a global lookup inside jest's vm context goes
// through the sandbox's interceptors and made each draw a hundred times slower.
const { imul, sqrt, log, cos, max, PI } = Math;
const EPSILON = Number.EPSILON;

/** FNV-1a: a stable 32-bit seed from a text, e.g. an instrument's key. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function mix(value: number): number {
  let h = value >>> 0;
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: small, fast and the same on every machine for the same seed. */
function uniforms(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A standard normal draw (Box-Muller) that depends only on its seeds (an instrument's seed, a
 * channel, a day, a minute), so a price at a given minute is the same whenever and wherever it
 * is asked for. Integer seeds, not texts: the platform draws millions of these on start.
 */
export function seededNormal(seed: number, channel: number, day: number, minute = 0): number {
  const next = uniforms(mix(seed ^ mix(channel + mix(day + mix(minute)))));
  const u1 = max(next(), EPSILON);
  const u2 = next();
  const normal = sqrt(-2 * log(u1)) * cos(2 * PI * u2);
  // Markets have fat tails: now and then a day moves more than a normal law would allow.
  return next() < 0.04 ? normal * 2.2 : normal;
}

/** What a draw is for, so the draws of one day never repeat each other. */
export const CHANNELS = { day: 1, gap: 2, minute: 3, volume: 4 } as const;
