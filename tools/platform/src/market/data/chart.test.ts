import { chartResult } from './chart';
import { findIndex, type IndexId } from './indices';

const index = (id: IndexId) => findIndex(id)!;

describe('the chart result', () => {
  it('holds one point per minute of the running session up to now', () => {
    const chart = chartResult(index('ATX'), 'intraday', new Date('2026-03-02T10:00:40Z'));
    expect(chart.name).toBe('ATX');
    expect(chart.tradingTimeStart).toBe('2026-03-02T09:00:00+01:00');
    expect(chart.tradingTimeEnd).toBe('2026-03-02T17:30:00+01:00');
    expect(chart.values).toHaveLength(121);
    expect(chart.values[0]?.dateTime).toBe('2026-03-02T09:00:00+01:00');
    expect(chart.values.at(-1)).toEqual({
      dateTime: '2026-03-02T11:00:00+01:00',
      close: chart.last,
    });
    expect(chart.lastDateTime).toBe('2026-03-02T11:00:00+01:00');
    const expected = ((chart.last! - chart.historicClose!) / chart.historicClose!) * 100;
    expect(chart.changePercent).toBeCloseTo(expected, 3);
  });

  it('shows the last full session on a Sunday', () => {
    const chart = chartResult(index('DAX'), 'intraday', new Date('2026-03-01T12:00:00Z'));
    expect(chart.values).toHaveLength(511);
    expect(chart.lastDateTime).toBe('2026-02-27T17:30:00+01:00');
  });

  it('writes New York sessions in Vienna time', () => {
    const chart = chartResult(index('DJI'), 'intraday', new Date('2026-03-02T10:00:00Z'));
    expect(chart.tradingTimeStart).toBe('2026-02-27T15:30:00+01:00');
    expect(chart.tradingTimeEnd).toBe('2026-02-27T22:00:00+01:00');
    expect(chart.values).toHaveLength(391);
  });

  it('offers a week, a month, a year and five years, ending with the current price', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const intraday = chartResult(index('ATX'), 'intraday', now);
    for (const interval of ['1W', '1M', '1Y', '5Y'] as const) {
      const chart = chartResult(index('ATX'), interval, now);
      expect(chart.interval).toBe(interval);
      expect(chart.values.at(-1)?.close).toBe(intraday.last);
      const times = chart.values.map((point) => Date.parse(point.dateTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(chartResult(index('ATX'), '1W', now).values[0]?.dateTime).toBe(
      '2026-02-24T09:00:00+01:00',
    );
    expect(chartResult(index('ATX'), '1Y', now).values.length).toBeGreaterThan(240);
    expect(chartResult(index('ATX'), '5Y', now).values.length).toBeGreaterThan(255);
  });

  it('answers an index without data with no values', () => {
    const chart = chartResult(index('RTX'), 'intraday', new Date('2026-03-02T10:00:00Z'));
    expect(chart).toMatchObject({ name: 'RTX', last: null, values: [] });
  });
});
