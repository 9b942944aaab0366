import type { OpeningPeriod } from './branch-types';
import { LOBBY_ALL_DAY } from './opening-hours';
import { isOpenAt, viennaWeekTime } from './open-now';

/** Monday 08:00-12:00 and 13:30-16:00 only. */
const MONDAY: OpeningPeriod[] = [
  {
    day: 0,
    intervals: [
      { open: '08:00', close: '12:00' },
      { open: '13:30', close: '16:00' },
    ],
  },
];

describe('openNow in Europe/Vienna time, whatever the machine zone', () => {
  it.each([
    // before the change to summer time on Sunday 29 March 2026 (UTC+1)
    ['2026-03-23T06:30:00Z', '07:30 CET', false],
    ['2026-03-23T07:00:00Z', '08:00 CET, opening minute', true],
    ['2026-03-23T10:59:00Z', '11:59 CET', true],
    ['2026-03-23T11:00:00Z', '12:00 CET, closing minute', false],
    // after it (UTC+2): the same UTC instants are an hour later in Vienna
    ['2026-03-30T06:30:00Z', '08:30 CEST', true],
    ['2026-03-30T10:30:00Z', '12:30 CEST, lunch', false],
    ['2026-03-30T11:30:00Z', '13:30 CEST', true],
    ['2026-03-30T14:00:00Z', '16:00 CEST', false],
    // around the change back on Sunday 25 October 2026
    ['2026-10-19T10:45:00Z', '12:45 CEST, lunch', false],
    ['2026-10-26T10:45:00Z', '11:45 CET', true],
    ['2026-10-26T06:30:00Z', '07:30 CET', false],
    // not Monday in Vienna although Monday in UTC: Sunday 23:30 UTC is Monday 00:30 CET
    ['2026-03-22T23:30:00Z', 'Monday 00:30 CET', false],
  ])('%s (%s) -> open %s', (iso, _vienna, open) => {
    expect(isOpenAt(MONDAY, new Date(iso))).toBe(open);
  });

  it('reads the weekday and minute in Vienna, Monday = 0', () => {
    expect(viennaWeekTime(new Date('2026-03-29T01:30:00Z'))).toEqual({ day: 6, minute: 210 });
    expect(viennaWeekTime(new Date('2026-03-22T23:30:00Z'))).toEqual({ day: 0, minute: 30 });
  });

  it('treats 24:00 as the end of the day', () => {
    expect(isOpenAt(LOBBY_ALL_DAY, new Date('2026-03-08T22:59:00Z'))).toBe(true);
    expect(isOpenAt(LOBBY_ALL_DAY, new Date('2026-03-08T23:00:00Z'))).toBe(true);
  });
});
