// Arithmetic on slider and number-input steps. Steps like 0.125 or 0.001 are not exact in
// binary floating point, so every result is rounded back to the step's own precision.

/** Number of decimals a step carries: 100 -> 0, 0.125 -> 3. */
export function stepDecimals(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Rounds to a fixed number of decimals without binary noise (1.005 stays 1.01). */
export function roundToDecimals(value: number, decimals: number): number {
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
}

/** Rounds up to the next multiple of the step (the number input does this on blur). */
export function roundUpToStep(value: number, step: number): number {
  const decimals = stepDecimals(step);
  const multiples = Math.ceil(roundToDecimals(value / step, 9));
  return roundToDecimals(multiples * step, decimals);
}

/** Keeps a value inside [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The start value of a slider: the midpoint of its bounds, on the step grid. */
export function midpoint(min: number, max: number, step: number): number {
  return clamp(roundUpToStep((min + max) / 2, step), min, max);
}
