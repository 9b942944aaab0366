import { isTradingDay, previousTradingDay, type Session } from './exchange-calendar';
import type { MarketIndex } from './indices';
import { indexInstrument } from './instruments';
import { indexUrl } from './market-urls';
import {
  changePercent,
  closeOn,
  intradayPath,
  quoteAt,
  sessionOf,
  type Instrument,
  type Quote,
} from './price-series';
import { isoInZone, type DayNumber } from './time-zone';

/** The intervals the chart service offers; `intraday` is the default (the current session). */
export const CHART_INTERVALS = ['intraday', '1W', '1M', '1Y', '5Y'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/** Times are written in the bank's time zone, whatever the exchange's. */
export const MARKET_TIME_ZONE = 'Europe/Vienna';

export interface ChartPoint {
  dateTime: string;
  close: number;
}

/** SPEC section 3 "Chart result"; the figures are null when the index has no data. */
export interface ChartResult {
  name: string;
  url: string;
  lastDateTime: string | null;
  last: number | null;
  changePercent: number | null;
  historicClose: number | null;
  interval: ChartInterval;
  tradingTimeStart: string | null;
  tradingTimeEnd: string | null;
  values: ChartPoint[];
}

const MINUTE_MS = 60_000;
const iso = (instant: Date) => isoInZone(instant, MARKET_TIME_ZONE);

/** Every `step`-th minute of a session up to `lastMinute`, and `lastMinute` itself. */
function sessionPoints(
  instrument: Instrument,
  session: Session,
  step: number,
  lastMinute: number,
): ChartPoint[] {
  const path = intradayPath(instrument, session);
  const points: ChartPoint[] = [];
  for (let minute = 0; minute <= lastMinute; minute += 1) {
    if (minute % step !== 0 && minute !== lastMinute) continue;
    points.push({
      dateTime: iso(new Date(session.start.getTime() + minute * MINUTE_MS)),
      close: path[minute] ?? 0,
    });
  }
  return points;
}

/** Trading days from `firstDay` up to and including `lastDay`, oldest first. */
function tradingDays(firstDay: DayNumber, lastDay: DayNumber): DayNumber[] {
  const days: DayNumber[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) if (isTradingDay(day)) days.push(day);
  return days;
}

/** Daily closes (at each session's end); the current session contributes its last price. */
function dailyPoints(instrument: Instrument, quote: Quote, firstDay: DayNumber): ChartPoint[] {
  const days = tradingDays(firstDay, quote.session.day - 1);
  return [
    ...days.map((day) => ({
      dateTime: iso(sessionOf(instrument, day).end),
      close: closeOn(instrument, day),
    })),
    { dateTime: iso(quote.lastDateTime), close: quote.last },
  ];
}

/** The last close of each week (a week's last trading day), then the current price. */
function weeklyPoints(instrument: Instrument, quote: Quote, firstDay: DayNumber): ChartPoint[] {
  const days = tradingDays(firstDay, quote.session.day - 1);
  const weekOf = (day: DayNumber) => Math.floor((day + 3) / 7); // weeks start on Monday
  const lastOfWeek = days.filter((day, position) => {
    const next = days[position + 1];
    return next === undefined
      ? weekOf(day) !== weekOf(quote.session.day)
      : weekOf(next) !== weekOf(day);
  });
  return [
    ...lastOfWeek.map((day) => ({
      dateTime: iso(sessionOf(instrument, day).end),
      close: closeOn(instrument, day),
    })),
    { dateTime: iso(quote.lastDateTime), close: quote.last },
  ];
}

/** Points of the last `count` sessions every `step` minutes, ending with the current price. */
function recentSessionPoints(
  instrument: Instrument,
  quote: Quote,
  count: number,
  step: number,
): ChartPoint[] {
  const days = [quote.session.day];
  while (days.length < count) days.unshift(previousTradingDay(days[0] ?? quote.session.day));
  return days.flatMap((day) => {
    const session = sessionOf(instrument, day);
    if (day === quote.session.day) return sessionPoints(instrument, session, step, quote.minute);
    return sessionPoints(instrument, session, step, intradayPath(instrument, session).length - 1);
  });
}

function valuesFor(instrument: Instrument, quote: Quote, interval: ChartInterval): ChartPoint[] {
  const today = quote.session.day;
  switch (interval) {
    case 'intraday':
      return sessionPoints(instrument, quote.session, 1, quote.minute);
    case '1W':
      return recentSessionPoints(instrument, quote, 5, 15);
    case '1M':
      return recentSessionPoints(instrument, quote, tradingDays(today - 30, today).length, 60);
    case '1Y':
      return dailyPoints(instrument, quote, today - 365);
    case '5Y':
      return weeklyPoints(instrument, quote, today - 5 * 365 - 1);
  }
}

/** The chart of `index` over `interval` as of `now`. */
export function chartResult(index: MarketIndex, interval: ChartInterval, now: Date): ChartResult {
  const base = { name: index.name, url: indexUrl(index), interval };
  if (!index.hasData) {
    return {
      ...base,
      lastDateTime: null,
      last: null,
      changePercent: null,
      historicClose: null,
      tradingTimeStart: null,
      tradingTimeEnd: null,
      values: [],
    };
  }
  const instrument = indexInstrument(index);
  const quote = quoteAt(instrument, now);
  return {
    ...base,
    lastDateTime: iso(quote.lastDateTime),
    last: quote.last,
    changePercent: changePercent(quote.last, quote.previousClose),
    historicClose: quote.previousClose,
    tradingTimeStart: iso(quote.session.start),
    tradingTimeEnd: iso(quote.session.end),
    values: valuesFor(instrument, quote, interval),
  };
}
