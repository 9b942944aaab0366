import { lazy, Suspense, useId } from 'react';
import type { ResultChartProps } from './result-chart';
import styles from './pension-result.module.css';

const ResultChart = lazy(() => import('./result-chart'));

/** jsdom has no layout or SVG measuring, which apexcharts needs: there the table alone stands. */
function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && !/jsdom/i.test(window.navigator.userAgent);
}

/** The chart, fetched in its own chunk; a figure table beside it serves screen readers. */
export function LazyResultChart(props: ResultChartProps & { title: string }) {
  const titleId = useId();
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {props.title}
      </figcaption>
      {/* A table cannot be clipped (its width grows to its content): a box around it can. */}
      <div className={styles.visuallyHidden}>
        <table>
          <tbody>
            {props.labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{props.formatValue(props.values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.chartArea} aria-hidden="true">
        {canDrawCharts() && (
          <Suspense fallback={null}>
            <ResultChart
              labels={props.labels}
              values={props.values}
              formatValue={props.formatValue}
            />
          </Suspense>
        )}
      </div>
    </figure>
  );
}
