import { dayFromDate, dayIn, weekday, yearOf, zonedInstant, type DayNumber } from './time-zone';

/** Where an instrument trades; the session is its local trading time. */
export type ExchangeId = 'vienna' | 'xetra' | 'newYork';

export interface Exchange {
  id: ExchangeId;
  timeZone: string;
  /** minutes after local midnight */
  open: number;
  close: number;
}

export const EXCHANGES: Record<ExchangeId, Exchange> = {
  // Wiener Börse continuous trading 09:00-17:30 CET/CEST.
  vienna: { id: 'vienna', timeZone: 'Europe/Vienna', open: 9 * 60, close: 17 * 60 + 30 },
  xetra: { id: 'xetra', timeZone: 'Europe/Berlin', open: 9 * 60, close: 17 * 60 + 30 },
  // NYSE and Nasdaq 09:30-16:00 New York time: 15:30-22:00 in Vienna most of the year.
  newYork: { id: 'newYork', timeZone: 'America/New_York', open: 9 * 60 + 30, close: 16 * 60 },
};

/** Easter Sunday of `year` (Gregorian, the anonymous algorithm of 1876). */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromDate(year, month, day);
}

const holidayCache = new Map<number, Set<DayNumber>>();

/**
 * The Wiener Börse's non-trading days: New Year, Good Friday, Easter Monday, 1 May, Whit Monday,
 * 24, 25, 26 and 31 December. The bank's feed follows this calendar for every index it shows.
 */
export function exchangeHolidays(year: number): Set<DayNumber> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([
      dayFromDate(year, 1, 1),
      easter - 2,
      easter + 1,
      dayFromDate(year, 5, 1),
      easter + 50,
      dayFromDate(year, 12, 24),
      dayFromDate(year, 12, 25),
      dayFromDate(year, 12, 26),
      dayFromDate(year, 12, 31),
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

const tradingDays = new Map<DayNumber, boolean>();

/** Asked for every day of years of history: remembered, as the answer never changes. */
export function isTradingDay(day: DayNumber): boolean {
  let trading = tradingDays.get(day);
  if (trading === undefined) {
    const dayOfWeek = weekday(day);
    trading = dayOfWeek !== 0 && dayOfWeek !== 6 && !exchangeHolidays(yearOf(day)).has(day);
    tradingDays.set(day, trading);
  }
  return trading;
}

export function previousTradingDay(day: DayNumber): DayNumber {
  let candidate = day - 1;
  while (!isTradingDay(candidate)) candidate -= 1;
  return candidate;
}

export function nextTradingDay(day: DayNumber): DayNumber {
  let candidate = day + 1;
  while (!isTradingDay(candidate)) candidate += 1;
  return candidate;
}

export interface Session {
  day: DayNumber;
  start: Date;
  end: Date;
}

export function sessionOn(exchange: Exchange, day: DayNumber): Session {
  return {
    day,
    start: zonedInstant(day, exchange.open, exchange.timeZone),
    end: zonedInstant(day, exchange.close, exchange.timeZone),
  };
}

/**
 * The session a quote at `now` belongs to: today's once it has opened, else the last one before
 * (a page opened on Sunday or before 09:00 shows the previous session in full).
 */
export function latestSession(exchange: Exchange, now: Date): Session {
  const today = dayIn(now, exchange.timeZone);
  if (isTradingDay(today)) {
    const session = sessionOn(exchange, today);
    if (now.getTime() >= session.start.getTime()) return session;
  }
  return sessionOn(exchange, previousTradingDay(today));
}

export function isTradingAt(exchange: Exchange, now: Date): boolean {
  const session = latestSession(exchange, now);
  return now >= session.start && now < session.end;
}
