import { marketFormats } from '../market-formats';
import { chartResult } from '../testing/market-fixtures';
import { chartAxis } from './chart-axis';
import { hoveredPoint, nearestIndex } from './chart-hover';
import { axisLabel, pointTitle } from './chart-labels';

const geometry = {
  minX: 0,
  maxX: 510,
  minY: 4790,
  maxY: 4820,
  gridWidth: 510,
  gridHeight: 300,
  translateX: 50,
  translateY: 10,
};

describe('the tooltip of the chart', () => {
  const axis = chartAxis(chartResult(), 'intraday');

  it('finds the point nearest to the pointer', () => {
    expect(nearestIndex(axis.points, 0.4)).toBe(0);
    expect(nearestIndex(axis.points, 1.6)).toBe(2);
    expect(nearestIndex(axis.points, 400)).toBe(2);
  });

  it('places it where apexcharts drew the point, and nothing outside the plot', () => {
    expect(hoveredPoint(axis.points, geometry, 51)).toMatchObject({
      index: 1,
      left: 51,
      top: 10 + (1 - (4810.5 - 4790) / 30) * 300,
    });
    expect(hoveredPoint(axis.points, geometry, 20)).toBeUndefined();
    expect(hoveredPoint([], geometry, 60)).toBeUndefined();
  });

  it('titles a point with date and time, a daily close with its date', () => {
    const de = marketFormats('de');
    expect(pointTitle('intraday', de, '2026-03-02T09:02:00+01:00')).toBe('02.03.2026 09:02');
    expect(pointTitle('1W', de, '2026-03-02T09:02:00+01:00')).toBe('02.03.2026 09:02');
    expect(pointTitle('1Y', de, '2026-03-02T17:30:00+01:00')).toBe('02.03.2026');
  });

  it('labels the axis every two hours of the session', () => {
    const de = marketFormats('de');
    const labels = [0, 30, 120, 480, 510].map((x) => axisLabel(axis, 'intraday', de, x));
    expect(labels).toEqual(['09:00', '', '11:00', '17:00', '']);
  });
});
