import { findIndex, INDICES } from './indices';
import { indexInstrument } from './instruments';
import { ANCHOR_DAY, closeOn, dailyReturn, intradayPath, quoteAt, sessionOf } from './price-series';
import { isTradingDay } from './exchange-calendar';
import { dayFromDate } from './time-zone';

const atx = indexInstrument(findIndex('ATX')!);

describe('the price series', () => {
  it('closes every index at its real level on the calibration day', () => {
    for (const index of INDICES) {
      expect(closeOn(indexInstrument(index), ANCHOR_DAY)).toBe(index.level);
    }
  });

  it('gives the same price for a minute whenever it is asked for', () => {
    const early = quoteAt(atx, new Date('2026-03-02T09:05:30Z'));
    const late = quoteAt(atx, new Date('2026-03-02T15:00:00Z'));
    const path = intradayPath(atx, late.session);
    expect(early.minute).toBe(65);
    expect(path[65]).toBe(early.last);
    expect(early.lastDateTime.toISOString()).toBe('2026-03-02T09:05:00.000Z');
  });

  it('runs each session from an opening price near the previous close to the day’s close', () => {
    const day = dayFromDate(2026, 3, 2);
    const path = intradayPath(atx, sessionOf(atx, day));
    expect(path).toHaveLength(8.5 * 60 + 1);
    expect(path.at(-1)).toBe(closeOn(atx, day));
    const previousClose = quoteAt(atx, new Date('2026-03-02T09:00:00Z')).previousClose;
    expect(Math.abs((path[0] ?? 0) / previousClose - 1)).toBeLessThan(0.02);
  });

  it('moves with the clock: a later minute has the later price and date', () => {
    const first = quoteAt(atx, new Date('2026-03-02T10:00:00Z'));
    const second = quoteAt(atx, new Date('2026-03-02T10:01:00Z'));
    expect(second.minute).toBe(first.minute + 1);
    expect(first.trading).toBe(true);
    const closed = quoteAt(atx, new Date('2026-03-02T17:00:00Z'));
    expect(closed.trading).toBe(false);
    expect(closed.last).toBe(closeOn(atx, closed.session.day));
  });

  it('is calibrated: the daily moves have about the index volatility and the level stays plausible', () => {
    const returns: number[] = [];
    for (let day = dayFromDate(2022, 1, 3); day < dayFromDate(2026, 1, 1); day += 1) {
      if (isTradingDay(day)) returns.push(dailyReturn(atx, day));
    }
    const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length;
    const annualised = Math.sqrt(variance * 252);
    expect(annualised).toBeGreaterThan(0.12);
    expect(annualised).toBeLessThan(0.22);
    for (let year = 2021; year <= 2030; year += 1) {
      const close = closeOn(
        atx,
        dayFromDate(year, 6, 1 + ((7 - new Date(Date.UTC(year, 5, 1)).getUTCDay() + 1) % 7)),
      );
      expect(close).toBeGreaterThan(2500);
      expect(close).toBeLessThan(9000);
    }
  });
});
