import type { ApexOptions } from 'apexcharts';

/** Colours read from the design tokens (apexcharts wants values, not custom properties). */
export interface ChartPalette {
  line: string;
  fill: string;
  text: string;
  muted: string;
  grid: string;
}

/**
 * Everything the options need. The functions must keep their identity while the chart shows
 * one session (they read the latest data through refs): react-apexcharts compares options
 * deeply, and equal options let a refresh only swap the series instead of redrawing the chart.
 */
export interface ChartOptionsInput {
  palette: ChartPalette;
  compact: boolean;
  min: number;
  max: number;
  divisions: number;
  /** the previous close, drawn as a dashed reference line (intraday only) */
  reference?: { value: number; label: string };
  axisLabel(x: number): string;
  axisPrice(value: number): string;
  /** the page's CSP nonce, for the <style> elements apexcharts inserts */
  nonce: string | undefined;
  /** the y range of the shown values (read when apexcharts draws) and its number of steps */
  yMin(): number;
  yMax(): number;
  valueDivisions: number;
}

export function chartOptions(input: ChartOptionsInput): ApexOptions {
  const { palette, compact, reference } = input;
  return {
    chart: {
      type: 'area',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      foreColor: palette.muted,
      // A picture: the key figures and the table beside it are what keyboards and screen
      // readers get, so apexcharts adds no focus stops or announcements of its own.
      accessibility: { enabled: false },
      parentHeightOffset: 0,
      // The page's CSP allows <style> elements with its nonce only: apexcharts inserts some.
      nonce: input.nonce,
    },
    colors: [palette.line],
    stroke: { curve: 'straight', width: 2 },
    fill: {
      type: 'gradient',
      gradient: { shadeIntensity: 0, opacityFrom: 0.35, opacityTo: 0.02, stops: [0, 100] },
    },
    dataLabels: { enabled: false },
    legend: { show: false },
    markers: { size: 0, hover: { size: 0 } },
    grid: {
      borderColor: palette.grid,
      strokeDashArray: 3,
      xaxis: { lines: { show: false } },
      padding: { left: compact ? 4 : 8, right: compact ? 8 : 16 },
    },
    xaxis: {
      type: 'numeric',
      min: input.min,
      max: input.max,
      tickAmount: input.divisions,
      labels: {
        formatter: (value) => input.axisLabel(Number(value)),
        hideOverlappingLabels: true,
        rotate: 0,
        style: { colors: palette.muted },
      },
      axisBorder: { color: palette.grid },
      axisTicks: { show: false },
      tooltip: { enabled: false },
      crosshairs: { show: false },
    },
    yaxis: {
      min: input.yMin,
      max: input.yMax,
      tickAmount: input.valueDivisions,
      labels: {
        formatter: (value) => input.axisPrice(Number(value)),
        style: { colors: palette.muted },
      },
    },
    // Ours is drawn by price-chart.tsx: apexcharts writes its tooltip with innerHTML, a sink
    // the page's Trusted Types refuse.
    tooltip: { enabled: false },
    annotations: reference
      ? {
          yaxis: [
            {
              y: reference.value,
              borderColor: palette.muted,
              strokeDashArray: 4,
              label: {
                text: reference.label,
                position: 'left',
                textAnchor: 'start',
                offsetX: 4,
                borderWidth: 0,
                style: { background: 'transparent', color: palette.text, fontSize: '12px' },
              },
            },
          ],
        }
      : { yaxis: [] },
    states: { active: { filter: { type: 'none' } } },
  };
}
