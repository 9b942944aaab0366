// Loaded on demand (see lazy-result-chart): apexcharts is heavy and only needed after a result.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { cspNonce, readTokenColour } from '@ctb/shared/runtime';
import { axisScale, toLabelLines } from './chart-axis';
import { keepOutOfTabOrder } from './decorative-chart';
import styles from './result-chart.module.css';

export interface ResultChartProps {
  labels: [string, string];
  values: [number, number];
  formatValue: (value: number) => string;
}

/** apexcharts wants colour values: read the design tokens where the widget declares them. */
function readPalette(element: HTMLElement): string[] {
  return [
    readTokenColour(element, '--ctb-color-text-muted', '#4d5965'),
    readTokenColour(element, '--ctb-color-primary', '#00427a'),
    readTokenColour(element, '--ctb-color-text', '#1f2933'),
  ];
}

/** Bar chart of last net income (or cost of living) against the expected net pension. */
export default function ResultChart({ labels, values, formatValue }: ResultChartProps) {
  const intl = useIntl();
  const [palette, setPalette] = useState<string[] | null>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const decorate = () => {
    if (container.current) keepOutOfTabOrder(container.current);
  };
  const scale = axisScale(Math.max(...values));
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      toolbar: { show: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      // The page's CSP allows <style> elements with its nonce only: apexcharts inserts two.
      nonce: cspNonce(),
      // A picture only (the figure's table is what screen readers get): no keyboard navigation,
      // no focusable SVG or legend, no announcements from inside an aria-hidden wrapper.
      accessibility: { enabled: false },
      events: { mounted: decorate, updated: decorate },
    },
    plotOptions: {
      bar: {
        distributed: true,
        borderRadius: 4,
        columnWidth: '45%',
        // Above the bar: a narrow bar on a phone has no room for the amount inside it.
        dataLabels: { position: 'top' },
      },
    },
    colors: palette?.slice(0, 2),
    dataLabels: {
      enabled: true,
      formatter: (value) => formatValue(Number(value)),
      offsetY: -22,
      style: { colors: palette?.slice(2, 3) },
    },
    fill: { opacity: 1 },
    legend: { show: false },
    xaxis: {
      categories: labels.map((label) => toLabelLines(label)),
      labels: {
        rotate: 0,
        trim: false,
        hideOverlappingLabels: false,
        style: { colors: palette?.[2] },
      },
    },
    // From 0 with headroom over the taller bar for its amount; whole euros keep the axis narrow.
    yaxis: {
      min: 0,
      max: scale.max,
      tickAmount: scale.ticks,
      labels: {
        formatter: (value) =>
          intl.formatNumber(value, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }),
      },
    },
    // On phones the two names do not fit side by side under the bars: the legend below lists
    // them (ours: apexcharts writes its legend and tooltip texts with innerHTML, a sink the
    // page's Trusted Types refuse; the amounts stand above the bars, so no tooltip is needed).
    responsive: [
      {
        breakpoint: 576,
        options: { xaxis: { categories: labels, labels: { show: false } } },
      },
    ],
    tooltip: { enabled: false },
  };
  return (
    <div
      ref={(node) => {
        container.current = node;
        if (node && !palette) setPalette(readPalette(node));
      }}
    >
      {palette && (
        <>
          <Chart type="bar" height={260} options={options} series={[{ name: '', data: values }]} />
          <ul className={styles.legend}>
            {labels.map((label, index) => (
              <li key={label} className={styles.entry}>
                <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true">
                  <rect width="12" height="12" rx="2" fill={palette[index]} />
                </svg>
                {label}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
