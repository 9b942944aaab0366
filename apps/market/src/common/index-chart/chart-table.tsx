import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartInterval } from '../bank-config';
import { useMarketFormats } from '../use-market-formats';
import type { ChartResult } from './api';
import styles from './index-chart.module.css';

interface ChartTableProps {
  id: string;
  result: ChartResult;
  interval: ChartInterval;
}

/**
 * Every plotted value as a table, after "show as table": the chart's text alternative for
 * everyone who asks for it (the picture itself is hidden from assistive technology; the key
 * figures above it say the essentials). Rendered only on demand: a trading day has 500 rows,
 * whose render, style and layout cost the page a long task at every answer. A scroll box the
 * keyboard can reach, since it is long. Memoised: its rows render again only for a new answer or
 * interval, not each minute of the panel's clock.
 */
export const ChartTable = memo(function ChartTable({ id, result, interval }: ChartTableProps) {
  const intl = useIntl();
  const formats = useMarketFormats();
  const daily = interval === '1Y' || interval === '5Y';
  const caption = intl.formatMessage(
    { id: 'market.chart.tableCaption' },
    {
      name: result.name,
      interval: intl.formatMessage({ id: `market.chart.interval.${interval}` }),
    },
  );
  return (
    <div id={id} className={styles.tableBox} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'market.chart.tableTime' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'market.chart.tableValue' })}</th>
          </tr>
        </thead>
        <tbody>
          {result.values.map((point) => (
            <tr key={point.dateTime}>
              <th scope="row">
                {daily ? formats.date(point.dateTime) : formats.dateTime(point.dateTime)}
              </th>
              <td>{formats.price(point.close)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
