import type { ChartInterval } from '../bank-config';
import type { ChartResult } from './api';

const MINUTE_MS = 60_000;
/** SPEC: the default (intraday) chart shows two-hour ticks, counted from the opening. */
export const TICK_MINUTES = 120;
/** The axis is divided every half hour; only every fourth division is labelled. */
const DIVISION_MINUTES = 30;

/** One plotted point: `x` is minutes since the opening (intraday) or the point's position. */
export interface PlotPoint {
  x: number;
  y: number;
  dateTime: string;
}

export interface ChartAxis {
  points: PlotPoint[];
  min: number;
  max: number;
  /** divisions of the axis; labels only where `isTick` holds */
  divisions: number;
  isTick(x: number): boolean;
  /** the instant an x value stands for (for labels and the tooltip) */
  instantAt(x: number): number | undefined;
}

/**
 * The intraday axis spans the whole session, so the line grows to the right as the day goes on
 * and the ticks stay put; other intervals plot their points side by side (no gaps for nights and
 * weekends) with a handful of dates under them.
 */
export function chartAxis(result: ChartResult, interval: ChartInterval): ChartAxis {
  const start = result.tradingTimeStart ? Date.parse(result.tradingTimeStart) : undefined;
  const end = result.tradingTimeEnd ? Date.parse(result.tradingTimeEnd) : undefined;
  if (interval === 'intraday' && start !== undefined && end !== undefined && end > start) {
    const length = Math.round((end - start) / MINUTE_MS);
    return {
      points: result.values.map((point) => ({
        x: Math.round((Date.parse(point.dateTime) - start) / MINUTE_MS),
        y: point.close,
        dateTime: point.dateTime,
      })),
      min: 0,
      max: length,
      divisions: Math.max(1, Math.round(length / DIVISION_MINUTES)),
      isTick: (x) => Math.round(x) % TICK_MINUTES === 0,
      instantAt: (x) => start + Math.round(x) * MINUTE_MS,
    };
  }
  const last = Math.max(result.values.length - 1, 1);
  const divisions = Math.min(4, last);
  const step = last / divisions;
  const ticks = new Set(Array.from({ length: divisions + 1 }, (_, i) => Math.round(i * step)));
  return {
    points: result.values.map((point, index) => ({
      x: index,
      y: point.close,
      dateTime: point.dateTime,
    })),
    min: 0,
    max: last,
    divisions,
    isTick: (x) => ticks.has(Math.round(x)),
    instantAt: (x) => {
      const point = result.values[Math.round(x)];
      return point ? Date.parse(point.dateTime) : undefined;
    },
  };
}

/**
 * Steps a reader takes in at a glance: 1, 2 or 5 times a power of ten, and 25, 250 … (2.5 only
 * from 25 up, as the axis labels of four-digit levels show no decimals).
 */
const roundSteps = (magnitude: number) => (magnitude >= 10 ? [1, 2, 2.5, 5] : [1, 2, 5]);

/**
 * The y range: the values and the reference line, cut into `divisions` equal steps of a round
 * size (5.350, 5.360, 5.370 … rather than 5.345, 5.356 …), the smallest such range that holds
 * them all.
 */
export function valueRange(
  values: readonly number[],
  reference: number | null | undefined,
  divisions: number,
) {
  const all = reference === undefined || reference === null ? values : [...values, reference];
  if (all.length === 0) return { min: 0, max: divisions };
  // A flat line still gets a little room around it, a tenth of a percent of its level.
  const room = Math.max(Math.abs(Math.max(...all)) * 0.001, 0.01);
  const flat = Math.max(...all) - Math.min(...all) < room;
  const low = Math.min(...all) - (flat ? room / 2 : 0);
  const high = Math.max(...all) + (flat ? room / 2 : 0);
  const span = high - low;
  for (let magnitude = 10 ** Math.floor(Math.log10(span / divisions)); ; magnitude *= 10) {
    for (const factor of roundSteps(magnitude)) {
      const step = factor * magnitude;
      // toPrecision drops the float dust of the multiplication (5339.999999 -> 5340).
      const min = Number((Math.floor(low / step) * step).toPrecision(12));
      const max = Number((min + step * divisions).toPrecision(12));
      if (max >= high) return { min, max };
    }
  }
}
