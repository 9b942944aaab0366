import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChartInterval } from '../bank-config';
import { useMarketFormats } from '../use-market-formats';
import { useMinuteClock } from '../use-minute-clock';
import { isTrading, type ChartResult } from './api';
import { ChartTable } from './chart-table';
import styles from './index-chart.module.css';
import { KeyFigures } from './key-figures';
import { LazyPriceChart } from './lazy-price-chart';

export interface IndexChartPanelProps {
  /** the latest answer (kept while a refresh is under way or after a failed refresh) */
  result: ChartResult | undefined;
  /** the last request failed */
  failed: boolean;
  /** the index as the page names it, for messages before (or without) an answer */
  label: string;
  interval: ChartInterval;
  compact?: boolean;
  /** controls shown between the key figures and the chart (the interval choice) */
  controls?: ReactNode;
}

/**
 * One index: key figures, chart and table, or in the same space the loading state, the chart's
 * error message (SPEC: a failed chart gives an empty result and its error flag) or the message
 * that the index has no data (naming it in uppercase).
 */
export function IndexChartPanel(props: IndexChartPanelProps) {
  const { failed, label, interval, compact = false, controls } = props;
  // Each answer (every minute while the exchange trades) is a synchronous update (swr's store):
  // deferred, the figures and the chart's new options render in slices, and the chart's redraw
  // (an effect) runs in a task of its own instead of in the same long one.
  const result = useDeferredValue(props.result);
  const intl = useIntl();
  const formats = useMarketFormats();
  const now = useMinuteClock();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const loading = result === undefined && !failed;
  const frame = [
    styles.panel,
    compact && styles.compact,
    compact && loading && styles.compactLoading,
  ]
    .filter(Boolean)
    .join(' ');

  const noData = result !== undefined && (result.values.length === 0 || result.last === null);
  const message = (title: ReactNode, hint?: ReactNode) => (
    <div className={styles.message}>
      <p className={styles.messageTitle}>{title}</p>
      {hint && <p>{hint}</p>}
    </div>
  );

  // One layout for every state, slot by slot, so the period buttons keep their place (and the
  // focus) while a new answer loads.
  let top: ReactNode;
  if (result === undefined && failed) {
    top = message(
      <FormattedMessage id="market.chart.error" />,
      <FormattedMessage id="market.chart.errorHint" />,
    );
  } else if (result === undefined) {
    top = (
      <div className={styles.figuresLoading} role="status">
        <span className={styles.visuallyHidden}>
          <FormattedMessage id="market.chart.loading" />
        </span>
      </div>
    );
  } else if (noData) {
    top = message(
      <FormattedMessage
        id="market.chart.noData"
        values={{ name: (result.name || label).toUpperCase() }}
      />,
    );
  } else {
    top = (
      <KeyFigures
        result={result}
        interval={interval}
        trading={isTrading(result, now)}
        compact={compact}
      />
    );
  }
  const shown = result !== undefined && !noData ? result : undefined;

  return (
    <div className={frame}>
      {top}
      {shown && failed && shown.lastDateTime ? (
        <p className={styles.stale}>
          <FormattedMessage
            id="market.chart.staleData"
            values={{ time: formats.dateTime(shown.lastDateTime) }}
          />
        </p>
      ) : null}
      {noData ? null : controls}
      {shown ? (
        <LazyPriceChart result={shown} interval={interval} compact={compact} />
      ) : loading ? (
        <div className={`${styles.chartArea} ${styles.chartLoading}`} aria-hidden="true" />
      ) : null}
      {shown ? (
        <button
          type="button"
          className={styles.tableToggle}
          aria-expanded={tableShown}
          aria-controls={tableShown ? tableId : undefined}
          onClick={() => setTableShown((visible) => !visible)}
        >
          {intl.formatMessage({
            id: tableShown ? 'market.chart.hideTable' : 'market.chart.showTable',
          })}
        </button>
      ) : null}
      {shown && tableShown ? <ChartTable id={tableId} result={shown} interval={interval} /> : null}
    </div>
  );
}
