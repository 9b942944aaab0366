import {
  easterSunday,
  EXCHANGES,
  exchangeHolidays,
  isTradingAt,
  isTradingDay,
  latestSession,
} from './exchange-calendar';
import { dayFromDate, isoInZone, zonedInstant } from './time-zone';

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number);
  return dayFromDate(year ?? 0, month ?? 0, dayOfMonth ?? 0);
};
const vienna = (instant: Date) => isoInZone(instant, 'Europe/Vienna');

describe('the exchange calendar', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2025)).toBe(day('2025-04-20'));
    expect(easterSunday(2026)).toBe(day('2026-04-05'));
    expect(easterSunday(2027)).toBe(day('2027-03-28'));
  });

  it('closes on the Wiener Börse holidays of 2026', () => {
    const holidays = [...exchangeHolidays(2026)].sort((a, b) => a - b);
    expect(holidays).toEqual(
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-01',
        '2026-05-25',
        '2026-12-24',
        '2026-12-25',
        '2026-12-26',
        '2026-12-31',
      ].map(day),
    );
    expect(isTradingDay(day('2026-04-03'))).toBe(false);
    expect(isTradingDay(day('2026-04-07'))).toBe(true);
  });

  it('closes on weekends', () => {
    expect(isTradingDay(day('2026-11-21'))).toBe(false);
    expect(isTradingDay(day('2026-11-22'))).toBe(false);
    expect(isTradingDay(day('2026-11-23'))).toBe(true);
  });

  it('writes local times with the zone offset of the season', () => {
    expect(isoInZone(zonedInstant(day('2026-01-15'), 9 * 60, 'Europe/Vienna'), 'UTC')).toBe(
      '2026-01-15T08:00:00+00:00',
    );
    expect(vienna(zonedInstant(day('2026-07-15'), 9 * 60, 'Europe/Vienna'))).toBe(
      '2026-07-15T09:00:00+02:00',
    );
  });

  it('trades in Vienna from 09:00 to 17:30 local time, winter and summer', () => {
    const winter = latestSession(EXCHANGES.vienna, new Date('2026-01-15T12:00:00Z'));
    expect(vienna(winter.start)).toBe('2026-01-15T09:00:00+01:00');
    expect(vienna(winter.end)).toBe('2026-01-15T17:30:00+01:00');
    const summer = latestSession(EXCHANGES.vienna, new Date('2026-07-15T12:00:00Z'));
    expect(vienna(summer.start)).toBe('2026-07-15T09:00:00+02:00');
    expect(vienna(summer.end)).toBe('2026-07-15T17:30:00+02:00');
  });

  it('trades in New York from 15:30 to 22:00 Vienna time, 14:30 while only America has summer time', () => {
    const usual = latestSession(EXCHANGES.newYork, new Date('2026-11-24T20:00:00Z'));
    expect(vienna(usual.start)).toBe('2026-11-24T15:30:00+01:00');
    expect(vienna(usual.end)).toBe('2026-11-24T22:00:00+01:00');
    const gap = latestSession(EXCHANGES.newYork, new Date('2026-03-17T20:00:00Z'));
    expect(vienna(gap.start)).toBe('2026-03-17T14:30:00+01:00');
  });

  it('shows the previous session before the opening, on weekends and holidays', () => {
    const mondayMorning = latestSession(EXCHANGES.vienna, new Date('2026-11-23T07:00:00Z'));
    expect(vienna(mondayMorning.end)).toBe('2026-11-20T17:30:00+01:00');
    const christmas = latestSession(EXCHANGES.vienna, new Date('2026-12-28T07:59:00Z'));
    expect(vienna(christmas.end)).toBe('2026-12-23T17:30:00+01:00');
    expect(isTradingAt(EXCHANGES.vienna, new Date('2026-11-23T07:59:00Z'))).toBe(false);
    expect(isTradingAt(EXCHANGES.vienna, new Date('2026-11-23T08:00:00Z'))).toBe(true);
    expect(isTradingAt(EXCHANGES.vienna, new Date('2026-11-23T16:30:00Z'))).toBe(false);
  });
});
