/**
 * Rounds half away from zero to `decimals` places. The tiny nudge keeps values such as 1.005,
 * stored as 1.00499999..., from rounding down.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-7)) / factor;
}

/** Money is answered in cents. */
export const roundCents = (value: number): number => roundTo(value, 2);

/** Rates are answered in percent with three decimals. */
export const roundRate = (value: number): number => roundTo(value, 3);
