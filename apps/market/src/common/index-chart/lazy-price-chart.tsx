import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PriceChartProps } from './price-chart';
import styles from './index-chart.module.css';
import { useNearViewport } from './use-near-viewport';

function ChartUnavailable() {
  return (
    <p className={styles.chartMessage}>
      <FormattedMessage id="market.chart.unavailable" />
    </p>
  );
}

// apexcharts travels in this chunk only; a chunk that fails to load leaves the figures and the
// table, with a word about the missing picture, instead of failing the whole widget.
const PriceChart = lazy(() => import('./price-chart').catch(() => ({ default: ChartUnavailable })));

/**
 * The picture of the chart: fetched once it comes near the viewport, in its reserved space
 * (no layout shift), hidden from assistive technology (the key figures say the essentials,
 * the table after "show as table" every value).
 */
export function LazyPriceChart(props: Omit<PriceChartProps, 'height'>) {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(area);
  return (
    <div
      ref={setArea}
      className={props.compact ? `${styles.chartArea} ${styles.compactChart}` : styles.chartArea}
      aria-hidden="true"
      data-chart-state={near ? 'drawn' : 'waiting'}
    >
      {near && (
        <Suspense fallback={null}>
          <PriceChart {...props} height={area?.clientHeight || 320} />
        </Suspense>
      )}
    </div>
  );
}
