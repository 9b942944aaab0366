// Loaded on demand (see lazy-price-chart.tsx), in a chunk of its own: apexcharts is heavy and
// only pages with a market chart near the viewport need it.
import { useLayoutEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import type { ChartInterval } from '../bank-config';
import { useMarketFormats } from '../use-market-formats';
import type { ChartResult } from './api';
import { chartAxis, valueRange, type ChartAxis } from './chart-axis';
import { chartOptions, type ChartPalette } from './chart-options';

export interface PriceChartProps {
  result: ChartResult;
  interval: ChartInterval;
  compact: boolean;
  /** CSS height of the chart: the space its area reserves. */
  height: string;
}

function readPalette(element: HTMLElement): ChartPalette {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--ctb-color-primary', '#00427a'),
    fill: token('--ctb-color-primary-tint', '#e8f1f9'),
    text: token('--ctb-color-text', '#1f2933'),
    muted: token('--ctb-color-text-muted', '#4d5965'),
    grid: token('--ctb-color-border-subtle', '#d5dbe1'),
  };
}

/** The axis and reference line the chart shows now, for formatters that outlive a render. */
class LatestAxis {
  constructor(
    private shownAxis: ChartAxis,
    private shownReference: number | null,
  ) {}

  update(axis: ChartAxis, reference: number | null) {
    this.shownAxis = axis;
    this.shownReference = reference;
  }

  axis = () => this.shownAxis;
  reference = () => this.shownReference;
}

/** Daily and weekly points carry a close, not a moment of the day: their dates suffice. */
const showsDays = (interval: ChartInterval) => interval === '1Y' || interval === '5Y';

/**
 * The area chart of one index. A refresh that arrives while the pointer rests on the chart
 * waits until it leaves, so the tooltip being read is not swept away; the key figures and the
 * table next to the chart are updated at once.
 */
export default function PriceChart({ result, interval, compact, height }: PriceChartProps) {
  const intl = useIntl();
  const formats = useMarketFormats();
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  const [hovered, setHovered] = useState(false);
  const [shown, setShown] = useState(result);
  const sameSeries = shown.name === result.name && shown.interval === result.interval;
  if (shown !== result && (!hovered || !sameSeries)) setShown(result);

  const axis = useMemo(() => chartAxis(shown, interval), [shown, interval]);
  const reference = interval === 'intraday' ? shown.historicClose : null;
  // apexcharts calls the formatters later (drawing, hovering): they read the latest axis here.
  const [current] = useState(() => new LatestAxis(axis, reference));
  useLayoutEffect(() => current.update(axis, reference));

  const options = useMemo(() => {
    if (!palette) return null;
    const instant = (x: number) => current.axis().instantAt(x);
    const day = (x: number) => formats.date(instant(x) ?? Number.NaN);
    return chartOptions({
      palette,
      compact,
      min: axis.min,
      max: axis.max,
      divisions: axis.divisions,
      reference:
        reference === null
          ? undefined
          : {
              value: reference,
              label: intl.formatMessage(
                { id: 'market.chart.previousCloseLine' },
                { value: formats.price(reference) },
              ),
            },
      axisLabel: (x) => {
        if (!current.axis().isTick(x)) return '';
        if (interval === 'intraday') return formats.time(instant(x) ?? Number.NaN);
        const date = day(x);
        return showsDays(interval) ? date.slice(3) : date.slice(0, 6);
      },
      tooltipTitle: (x) =>
        showsDays(interval) ? day(x) : formats.dateTime(instant(x) ?? Number.NaN),
      price: formats.price,
      axisPrice: (value) =>
        intl.formatNumber(value, { maximumFractionDigits: value >= 1000 ? 0 : 2 }),
      seriesName: shown.name,
      yMin: (dataMin) => valueRange([dataMin], current.reference()).min,
      yMax: (dataMax) => valueRange([dataMax], current.reference()).max,
    });
    // The options change only with the session, the interval, the language or the palette.
  }, [
    palette,
    compact,
    axis.min,
    axis.max,
    axis.divisions,
    reference,
    interval,
    shown.name,
    formats,
    intl,
    current,
  ]);

  const points = axis.points;
  const series = useMemo(
    () => [{ name: shown.name, data: points.map(({ x, y }) => ({ x, y })) }],
    [shown.name, points],
  );

  return (
    <div
      ref={(node) => {
        if (node && !palette) setPalette(readPalette(node));
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {options && <Chart type="area" height={height} options={options} series={series} />}
    </div>
  );
}
