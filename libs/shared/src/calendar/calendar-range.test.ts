import { nextRange } from './calendar-range';

const d = (day: number) => new Date(2026, 2, day);

describe('nextRange', () => {
  it('starts a range with the first pick', () => {
    expect(nextRange({ from: null, to: null }, d(5))).toEqual({ from: d(5), to: null });
  });

  it('ends it with the second pick, the same day making a one-day range', () => {
    expect(nextRange({ from: d(5), to: null }, d(9))).toEqual({ from: d(5), to: d(9) });
    expect(nextRange({ from: d(5), to: null }, d(5))).toEqual({ from: d(5), to: d(5) });
  });

  it('starts anew with a day before the start or after a complete range', () => {
    expect(nextRange({ from: d(5), to: null }, d(2))).toEqual({ from: d(2), to: null });
    expect(nextRange({ from: d(5), to: d(9) }, d(7))).toEqual({ from: d(7), to: null });
  });
});
