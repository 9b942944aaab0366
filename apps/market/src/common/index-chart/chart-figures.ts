import type { ChartPoint } from './api';

export interface PeriodFigures {
  /** the first plotted value: the opening price of a session, the start of a longer period */
  first: number;
  high: number;
  low: number;
}

/** Open (first), high and low of the plotted values; undefined without values. */
export function periodFigures(values: readonly ChartPoint[]): PeriodFigures | undefined {
  const first = values[0];
  if (!first) return undefined;
  let high = first.close;
  let low = first.close;
  for (const { close } of values) {
    if (close > high) high = close;
    if (close < low) low = close;
  }
  return { first: first.close, high, low };
}
