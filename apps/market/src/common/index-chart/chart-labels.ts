import type { ChartInterval } from '../bank-config';
import type { MarketFormats } from '../market-formats';
import type { ChartAxis } from './chart-axis';

/** Daily and weekly points carry a close, not a moment of the day: their dates suffice. */
const showsDays = (interval: ChartInterval) => interval === '1Y' || interval === '5Y';

/** The x-axis label at `x`: HH:mm on the two-hour ticks of a day, dates on longer periods. */
export function axisLabel(
  axis: ChartAxis,
  interval: ChartInterval,
  formats: MarketFormats,
  x: number,
): string {
  const instant = axis.isTick(x) ? axis.instantAt(x) : undefined;
  if (instant === undefined) return '';
  if (interval === 'intraday') return formats.time(instant);
  const date = formats.date(instant);
  return showsDays(interval) ? date.slice(3) : date.slice(0, 6);
}

/** The tooltip's title: date and time (dd.MM.yyyy HH:mm), or the date of a daily close. */
export function pointTitle(interval: ChartInterval, formats: MarketFormats, dateTime: string) {
  return showsDays(interval) ? formats.date(dateTime) : formats.dateTime(dateTime);
}
