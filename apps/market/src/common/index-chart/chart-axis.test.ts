import { chartResult } from '../testing/market-fixtures';
import { chartAxis, valueRange } from './chart-axis';

describe('the chart axis', () => {
  it('spans the whole Vienna session with labels every two hours from the opening', () => {
    const axis = chartAxis(chartResult(), 'intraday');
    expect(axis).toMatchObject({ min: 0, max: 510, divisions: 17 });
    expect(axis.points.map((point) => point.x)).toEqual([0, 1, 2]);
    const ticks = Array.from({ length: 18 }, (_, i) => i * 30).filter((x) => axis.isTick(x));
    expect(ticks.map((x) => new Date(axis.instantAt(x) ?? 0).toISOString().slice(11, 16))).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
    ]);
  });

  it('counts New York’s two-hour ticks from its opening at 15:30 Vienna time', () => {
    const axis = chartAxis(
      chartResult({
        tradingTimeStart: '2026-03-02T15:30:00+01:00',
        tradingTimeEnd: '2026-03-02T22:00:00+01:00',
        values: [{ dateTime: '2026-03-02T15:30:00+01:00', close: 47000 }],
      }),
      'intraday',
    );
    expect(axis.max).toBe(390);
    const ticks = Array.from({ length: 14 }, (_, i) => i * 30).filter((x) => axis.isTick(x));
    expect(ticks).toEqual([0, 120, 240, 360]);
  });

  it('puts the points of longer periods side by side, with a few dates', () => {
    const values = Array.from({ length: 9 }, (_, i) => ({
      dateTime: `2026-02-${String(20 + i).padStart(2, '0')}T17:30:00+01:00`,
      close: 100 + i,
    }));
    const axis = chartAxis(chartResult({ values, interval: '1M' }), '1M');
    expect(axis).toMatchObject({ min: 0, max: 8, divisions: 4 });
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((x) => axis.isTick(x))).toEqual([0, 2, 4, 6, 8]);
    expect(axis.instantAt(8)).toBe(Date.parse('2026-02-28T17:30:00+01:00'));
  });

  it('keeps the previous close inside the value range', () => {
    expect(valueRange([4800, 4810], 4700, 5)).toEqual({ min: 4700, max: 4825 });
  });

  it('cuts the value range into round steps', () => {
    // The ATX of a morning: 5.350,08 before, 5.367,27 to 5.394,27 today -> steps of 10.
    expect(valueRange([5367.27, 5394.27], 5350.08, 5)).toEqual({ min: 5350, max: 5400 });
    expect(valueRange([5367.27, 5394.27], 5350.08, 3)).toEqual({ min: 5340, max: 5400 });
    expect(valueRange([104.91, 105.37], null, 5)).toEqual({ min: 104.9, max: 105.4 });
    expect(valueRange([42, 42], undefined, 5)).toEqual({ min: 41.96, max: 42.06 });
  });
});
