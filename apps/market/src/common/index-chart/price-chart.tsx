// Loaded on demand (see lazy-price-chart.tsx), in a chunk of its own: apexcharts is heavy and
// only pages with a market chart near the viewport need it.
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type ApexCharts from 'apexcharts';
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import { cspNonce, readTokenColour } from '@ctb/shared/runtime';
import type { ChartInterval } from '../bank-config';
import { useMarketFormats } from '../use-market-formats';
import type { ChartResult } from './api';
import { chartAxis, valueRange, type ChartAxis } from './chart-axis';
import { hoveredPoint, type HoveredPoint, type PlotGeometry } from './chart-hover';
import { axisLabel, pointTitle } from './chart-labels';
import { chartOptions, type ChartPalette } from './chart-options';
import styles from './price-chart.module.css';

export interface PriceChartProps {
  result: ChartResult;
  interval: ChartInterval;
  compact: boolean;
  /** the height of the space reserved for the chart, in pixels */
  height: number;
}

function readPalette(element: HTMLElement): ChartPalette {
  return {
    line: readTokenColour(element, '--ctb-color-primary', '#00427a'),
    fill: readTokenColour(element, '--ctb-color-primary-tint', '#e8f1f9'),
    text: readTokenColour(element, '--ctb-color-text', '#1f2933'),
    muted: readTokenColour(element, '--ctb-color-text-muted', '#4d5965'),
    grid: readTokenColour(element, '--ctb-color-border-subtle', '#d5dbe1'),
  };
}

/** The axis and reference line the chart shows now, for formatters that outlive a render. */
class LatestAxis {
  constructor(
    private shownAxis: ChartAxis,
    private shownReference: number | null,
    private readonly divisions: number,
  ) {}

  update(axis: ChartAxis, reference: number | null) {
    this.shownAxis = axis;
    this.shownReference = reference;
  }

  axis = () => this.shownAxis;
  range = () =>
    valueRange(
      this.shownAxis.points.map((point) => point.y),
      this.shownReference,
      this.divisions,
    );
}

/** Steps of the value axis: fewer on the small chart of the home page. */
const valueDivisions = (compact: boolean) => (compact ? 3 : 5);

/**
 * The area chart of one index, with a tooltip of our own (date and time, value with two
 * decimals). A refresh that arrives while the pointer rests on the chart waits until it leaves,
 * so the tooltip being read is not swept away; the key figures and the table next to the chart
 * are updated at once.
 */
export default function PriceChart({ result, interval, compact, height }: PriceChartProps) {
  const intl = useIntl();
  const formats = useMarketFormats();
  const chart = useRef<ApexCharts | null>(null);
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  // The point under the pointer, and whether its tooltip opens to the left (right half).
  const [hover, setHover] = useState<(HoveredPoint & { toLeft: boolean }) | undefined>(undefined);
  const [shown, setShown] = useState(result);
  const sameSeries = shown.name === result.name && shown.interval === result.interval;
  if (shown !== result && (!pointerInside || !sameSeries)) {
    setShown(result);
    setHover(undefined);
  }

  const axis = useMemo(() => chartAxis(shown, interval), [shown, interval]);
  const reference = interval === 'intraday' ? shown.historicClose : null;
  // apexcharts calls the formatters later (drawing, resizing): they read the latest axis here.
  const [current] = useState(() => new LatestAxis(axis, reference, valueDivisions(compact)));
  useLayoutEffect(() => current.update(axis, reference));

  const options = useMemo(() => {
    if (!palette) return null;
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
      axisLabel: (x) => axisLabel(current.axis(), interval, formats, x),
      axisPrice: (value) =>
        intl.formatNumber(value, { maximumFractionDigits: value >= 1000 ? 0 : 2 }),
      nonce: cspNonce(),
      yMin: () => current.range().min,
      yMax: () => current.range().max,
      valueDivisions: valueDivisions(compact),
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
    formats,
    intl,
    current,
  ]);

  const points = axis.points;
  const series = useMemo(
    () => [{ name: shown.name, data: points.map(({ x, y }) => ({ x, y })) }],
    [shown.name, points],
  );

  const track = (event: PointerEvent<HTMLDivElement>) => {
    const globals = (chart.current as unknown as { w?: { globals?: PlotGeometry } } | null)?.w
      ?.globals;
    if (!globals) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = hoveredPoint(points, globals, event.clientX - box.left);
    setHover(point && { ...point, toLeft: point.left > box.width / 2 });
  };

  return (
    <div
      className={styles.chart}
      ref={(node) => {
        if (node && !palette) setPalette(readPalette(node));
      }}
      onPointerEnter={() => setPointerInside(true)}
      onPointerMove={track}
      onPointerDown={track}
      onPointerLeave={() => {
        setPointerInside(false);
        setHover(undefined);
      }}
    >
      {options && (
        <Chart type="area" height={height} options={options} series={series} chartRef={chart} />
      )}
      {hover && (
        <>
          <div className={styles.crosshair} style={{ left: hover.left }} />
          <div className={styles.marker} style={{ left: hover.left, top: hover.top }} />
          <div
            className={`${styles.tooltip} ${hover.toLeft ? styles.toLeft : styles.toRight}`}
            style={{ left: hover.left, top: hover.top }}
            data-chart-tooltip=""
          >
            <span className={styles.tooltipTitle}>
              {pointTitle(interval, formats, hover.point.dateTime)}
            </span>
            <span className={styles.tooltipValue}>
              {shown.name}: <strong>{formats.price(hover.point.y)}</strong>
            </span>
          </div>
        </>
      )}
    </div>
  );
}
