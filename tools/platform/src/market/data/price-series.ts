import {
  EXCHANGES,
  isTradingDay,
  latestSession,
  nextTradingDay,
  previousTradingDay,
  sessionOn,
  type ExchangeId,
  type Session,
} from './exchange-calendar';
import { CHANNELS, seededNormal, seedOf } from './seeded-normal';
import { dayFromDate, type DayNumber } from './time-zone';

// Module-level copies of the Math functions: global lookups inside jest's vm context are slow
// (see seeded-normal.ts), and the walk calls these millions of times.
const { abs, exp, floor, log, max, min, round, sqrt } = Math;

/**
 * The calibration day: every instrument's trend line passes its configured level (its real
 * close) on Monday 3 November 2025, so the walk wanders around the real levels; history and
 * "today" are the same on every start and every machine.
 */
export const ANCHOR_DAY: DayNumber = dayFromDate(2025, 11, 3);
/** The walk starts here; earlier days repeat this day's level (no chart reaches back so far). */
export const START_DAY: DayNumber = dayFromDate(2015, 1, 5);

const TRADING_DAYS_PER_YEAR = 252;
/** Equity markets drift upwards over the years. */
const ANNUAL_DRIFT = 0.06;
/**
 * Each day the log level is pulled this share of the way back to its trend line: the walk
 * wanders like a market (typical swings of about ten percent around the trend) but never drifts
 * off to levels the real index never saw, however long the platform keeps running.
 */
const REVERSION_PER_DAY = 0.006;
const MINUTE_MS = 60_000;

/** Anything with a price series: an index or a symbol. */
export interface Instrument {
  /** seed and cache key, unique across indices and symbols */
  key: string;
  exchange: ExchangeId;
  level: number;
  volatility: number;
  /** The instrument it moves with (a share with its index) and how closely (0..1). */
  follows?: { instrument: Instrument; correlation: number };
}

const seeds = new Map<string, number>();

/** The instrument's own seed, from its key. */
export function seedFor(instrument: Instrument): number {
  let seed = seeds.get(instrument.key);
  if (seed === undefined) {
    seed = seedOf(instrument.key);
    seeds.set(instrument.key, seed);
  }
  return seed;
}

export function dailyVolatility(instrument: Instrument): number {
  return instrument.volatility / sqrt(TRADING_DAYS_PER_YEAR);
}

/** The standard normal shock of `day`, correlated with the followed instrument's. */
function dailyShock(instrument: Instrument, day: DayNumber): number {
  const own = seededNormal(seedFor(instrument), CHANNELS.day, day);
  if (!instrument.follows) return own;
  const { instrument: leader, correlation } = instrument.follows;
  return correlation * dailyShock(leader, day) + sqrt(1 - correlation ** 2) * own;
}

/** The random part of `day`'s log return (before the pull back to the trend). */
export function dailyReturn(instrument: Instrument, day: DayNumber): number {
  return dailyVolatility(instrument) * dailyShock(instrument, day);
}

/** The trend line of every log level: ANNUAL_DRIFT a year from START_DAY. */
const trendAt = (day: DayNumber) => (ANNUAL_DRIFT * (day - START_DAY)) / 365;

/** Log levels of the trading days, walked forward from START_DAY as far as asked for. */
class LogLevels {
  private readonly values = new Map<DayNumber, number>([[START_DAY, 0]]);
  private latestDay = START_DAY;
  private latestValue = 0;

  /** How far the walk stands from its trend on ANCHOR_DAY. */
  private readonly anchorDeviation: number;

  constructor(private readonly instrument: Instrument) {
    this.anchorDeviation = this.walkTo(ANCHOR_DAY) - trendAt(ANCHOR_DAY);
  }

  /**
   * Relative to the configured level on ANCHOR_DAY; `day` must be a trading day. The walk's
   * deviation on that day is taken out there and fades with distance (a year's scale), so the
   * calibration day shows the real close and the years around it the walk's own swings.
   */
  at(day: DayNumber): number {
    const fade = exp(-abs(day - ANCHOR_DAY) / 365);
    return this.walkTo(max(day, START_DAY)) - trendAt(ANCHOR_DAY) - this.anchorDeviation * fade;
  }

  private walkTo(day: DayNumber): number {
    while (this.latestDay < day) {
      const next = nextTradingDay(this.latestDay);
      this.latestValue +=
        dailyReturn(this.instrument, next) - REVERSION_PER_DAY * (this.latestValue - trendAt(next));
      this.latestDay = next;
      this.values.set(next, this.latestValue);
    }
    const value = this.values.get(day);
    if (value === undefined) throw new Error(`day ${day} is not a trading day`);
    return value;
  }
}

const logLevels = new Map<string, LogLevels>();

export const roundPrice = (value: number) => round(value * 100) / 100;

/** The official close of `day`, or of the last trading day before it when the exchange was shut. */
export function closeOn(instrument: Instrument, day: DayNumber): number {
  let levels = logLevels.get(instrument.key);
  if (!levels) {
    levels = new LogLevels(instrument);
    logLevels.set(instrument.key, levels);
  }
  const tradingDay = isTradingDay(day) ? day : previousTradingDay(day);
  return roundPrice(instrument.level * exp(levels.at(tradingDay)));
}

const MAX_CACHED_PATHS = 4000;
const paths = new Map<string, number[]>();

/**
 * One price per minute of `session`, from the opening price (index 0) to the close (last): a
 * Brownian bridge from the open, which gaps a little from the previous close, to the day's close.
 */
export function intradayPath(instrument: Instrument, session: Session): number[] {
  const cacheKey = `${instrument.key}|${session.day}`;
  const cached = paths.get(cacheKey);
  if (cached) return cached;
  const minutes = round((session.end.getTime() - session.start.getTime()) / MINUTE_MS);
  const sigma = dailyVolatility(instrument);
  const seed = seedFor(instrument);
  const close = closeOn(instrument, session.day);
  const previousClose = closeOn(instrument, previousTradingDay(session.day));
  const logOpen =
    log(previousClose) + 0.3 * sigma * seededNormal(seedFor(instrument), CHANNELS.gap, session.day);
  const walk = [0];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const step = seededNormal(seed, CHANNELS.minute, session.day, minute);
    walk.push((walk[minute - 1] ?? 0) + step / sqrt(minutes));
  }
  const end = walk[minutes] ?? 0;
  const path = walk.map((value, minute) => {
    const share = minute / minutes;
    const bridge = value - share * end;
    return roundPrice(exp(logOpen + share * (log(close) - logOpen) + 0.7 * sigma * bridge));
  });
  if (paths.size >= MAX_CACHED_PATHS) paths.clear();
  paths.set(cacheKey, path);
  return path;
}

export interface Quote {
  session: Session;
  /** minutes since the session opened of the last price (the session's length after close) */
  minute: number;
  last: number;
  lastDateTime: Date;
  /** the close of the trading day before the session */
  previousClose: number;
  /** the session is running at `now` */
  trading: boolean;
}

/** The price at `now`: the current minute's during trading, the last close otherwise. */
export function quoteAt(instrument: Instrument, now: Date): Quote {
  const exchange = EXCHANGES[instrument.exchange];
  const session = latestSession(exchange, now);
  const path = intradayPath(instrument, session);
  const lastMinute = path.length - 1;
  const elapsed = floor((now.getTime() - session.start.getTime()) / MINUTE_MS);
  const minute = min(max(elapsed, 0), lastMinute);
  return {
    session,
    minute,
    last: path[minute] ?? closeOn(instrument, session.day),
    lastDateTime: new Date(session.start.getTime() + minute * MINUTE_MS),
    previousClose: closeOn(instrument, previousTradingDay(session.day)),
    trading: elapsed < lastMinute,
  };
}

export function changePercent(last: number, previousClose: number): number {
  return round(((last - previousClose) / previousClose) * 100 * 10_000) / 10_000;
}

/** The session of trading day `day` on the instrument's exchange. */
export function sessionOf(instrument: Instrument, day: DayNumber): Session {
  return sessionOn(EXCHANGES[instrument.exchange], day);
}
