import { FormattedMessage, useIntl } from 'react-intl';
import type { ChartInterval } from '../bank-config';
import { ChangeValue } from '../change-value';
import { useMarketFormats } from '../use-market-formats';
import type { ChartResult } from './api';
import { periodFigures } from './chart-figures';
import styles from './index-chart.module.css';

interface KeyFiguresProps {
  result: ChartResult;
  interval: ChartInterval;
  trading: boolean;
  compact: boolean;
}

/**
 * The chart in words: last value, change, time, open, high, low, previous close and trading
 * hours, readable without seeing the chart.
 */
export function KeyFigures({ result, interval, trading, compact }: KeyFiguresProps) {
  const intl = useIntl();
  const formats = useMarketFormats();
  const { last, changePercent, lastDateTime, historicClose } = result;
  const period = periodFigures(result.values);
  const intraday = interval === 'intraday';
  const text = (id: string) => intl.formatMessage({ id });
  const details: [string, string][] = [];
  if (lastDateTime)
    details.push([text('market.chart.lastDateTime'), formats.dateTime(lastDateTime)]);
  if (period) {
    details.push(
      [
        text(intraday ? 'market.chart.open' : 'market.chart.periodStart'),
        formats.price(period.first),
      ],
      [
        text(intraday ? 'market.chart.high' : 'market.chart.periodHigh'),
        formats.price(period.high),
      ],
      [text(intraday ? 'market.chart.low' : 'market.chart.periodLow'), formats.price(period.low)],
    );
  }
  if (historicClose !== null) {
    details.push([text('market.chart.previousClose'), formats.price(historicClose)]);
  }
  if (result.tradingTimeStart && result.tradingTimeEnd && !compact) {
    details.push([
      text('market.chart.tradingTime'),
      intl.formatMessage(
        { id: 'market.chart.tradingTimeValue' },
        { start: formats.time(result.tradingTimeStart), end: formats.time(result.tradingTimeEnd) },
      ),
    ]);
  }
  return (
    <div className={styles.figures}>
      <dl className={styles.headline}>
        {last !== null && (
          <div className={styles.lastValue}>
            <dt className={styles.visuallyHidden}>{text('market.chart.last')}</dt>
            <dd>{formats.price(last)}</dd>
          </div>
        )}
        {changePercent !== null && (
          <div>
            <dt className={styles.visuallyHidden}>{text('market.chart.change')}</dt>
            <dd>
              <ChangeValue value={changePercent} size="lg" />
            </dd>
          </div>
        )}
      </dl>
      <p className={trading ? `${styles.status} ${styles.live}` : styles.status}>
        {trading ? (
          <FormattedMessage id="market.chart.open.status" />
        ) : (
          <FormattedMessage
            id="market.chart.closed.status"
            values={{ date: lastDateTime ? formats.date(lastDateTime) : '' }}
          />
        )}
      </p>
      <dl className={compact ? `${styles.details} ${styles.compactDetails}` : styles.details}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
