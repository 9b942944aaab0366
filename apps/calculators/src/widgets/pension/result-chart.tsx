// Loaded on demand (see lazy-result-chart): apexcharts is heavy and only needed after a result.
import { useState } from 'react';
import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';

export interface ResultChartProps {
  labels: [string, string];
  values: [number, number];
  formatValue: (value: number) => string;
}

/** apexcharts wants colour values: read the design tokens where the widget declares them. */
function readPalette(element: HTMLElement): string[] {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return [
    token('--ctb-color-text-muted', '#4d5965'),
    token('--ctb-color-primary', '#00427a'),
    token('--ctb-color-text', '#1f2933'),
  ];
}

/** Bar chart of last net income (or cost of living) against the expected net pension. */
export default function ResultChart({ labels, values, formatValue }: ResultChartProps) {
  const [palette, setPalette] = useState<string[] | null>(null);
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      toolbar: { show: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    plotOptions: { bar: { distributed: true, borderRadius: 4, columnWidth: '45%' } },
    colors: palette?.slice(0, 2),
    dataLabels: { enabled: true, formatter: (value) => formatValue(Number(value)) },
    fill: { opacity: 1 },
    legend: { show: false },
    xaxis: { categories: labels, labels: { style: { colors: palette?.[2] } } },
    yaxis: { labels: { formatter: (value) => formatValue(Number(value)) } },
    tooltip: { y: { formatter: (value) => formatValue(Number(value)) } },
  };
  return (
    <div
      ref={(node) => {
        if (node && !palette) setPalette(readPalette(node));
      }}
    >
      {palette && (
        <Chart type="bar" height={260} options={options} series={[{ name: '', data: values }]} />
      )}
    </div>
  );
}
