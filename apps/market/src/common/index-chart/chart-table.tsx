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
  shown: boolean;
}

/**
 * Every plotted value as a table: always there for screen readers, on screen after "show as
 * table" (a scroll box the keyboard can reach, since it is long). Memoised: its hundreds of rows
 * render again only for a new answer, interval or visibility, not each minute of the panel's clock.
 */
export const ChartTable = memo(function ChartTable({
  id,
  result,
  interval,
  shown,
}: ChartTableProps) {
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
    <div
      id={id}
      className={shown ? styles.tableBox : styles.visuallyHidden}
      role={shown ? 'region' : undefined}
      aria-label={shown ? caption : undefined}
      tabIndex={shown ? 0 : undefined}
    >
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
