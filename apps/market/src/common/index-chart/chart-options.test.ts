import { chartOptions, type ChartOptionsInput } from './chart-options';

const input: ChartOptionsInput = {
  palette: { line: '#00427a', fill: '#e8f1f9', text: '#1f2933', muted: '#4d5965', grid: '#d5dbe1' },
  compact: false,
  min: 0,
  max: 510,
  divisions: 17,
  reference: { value: 4780, label: 'Vortag 4.780,00' },
  axisLabel: (x) => (x % 120 === 0 ? `T${x}` : ''),
  axisPrice: (value) => String(Math.round(value)),
  nonce: 'abc123',
  yMin: () => 4780,
  yMax: () => 4880,
  valueDivisions: 5,
};

describe('the chart options', () => {
  it('leave the tooltip to us (apexcharts writes it with innerHTML) and style with the nonce', () => {
    const options = chartOptions(input);
    expect(options.tooltip).toEqual({ enabled: false });
    expect(options.chart?.nonce).toBe('abc123');
  });

  it('draw the previous close as a dashed reference line', () => {
    const line = chartOptions(input).annotations?.yaxis?.[0];
    expect(line).toMatchObject({ y: 4780, strokeDashArray: 4, label: { text: 'Vortag 4.780,00' } });
    expect(chartOptions({ ...input, reference: undefined }).annotations?.yaxis).toEqual([]);
  });

  it('divide the session every half hour and label the two-hour ticks only', () => {
    const { xaxis } = chartOptions(input);
    expect(xaxis).toMatchObject({ type: 'numeric', min: 0, max: 510, tickAmount: 17 });
    expect(xaxis?.labels?.formatter?.('120')).toBe('T120');
    expect(xaxis?.labels?.formatter?.('150')).toBe('');
  });

  it('leave keyboard and screen readers to the figures and the table', () => {
    expect(chartOptions(input).chart?.accessibility).toEqual({ enabled: false });
  });
});
