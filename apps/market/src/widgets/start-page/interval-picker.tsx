import { useIntl } from 'react-intl';
import type { ChartInterval } from '../../common/bank-config';
import styles from './start-page.module.css';

interface IntervalPickerProps {
  intervals: readonly ChartInterval[];
  selected: ChartInterval;
  onSelect(interval: ChartInterval): void;
}

/** The chart's period as a row of toggle buttons; the pressed one is the shown period. */
export function IntervalPicker({ intervals, selected, onSelect }: IntervalPickerProps) {
  const intl = useIntl();
  if (intervals.length < 2) return null;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'market.chart.intervals' })}
      className={styles.intervals}
    >
      {intervals.map((interval) => (
        <button
          key={interval}
          type="button"
          aria-pressed={interval === selected}
          className={styles.interval}
          onClick={() => onSelect(interval)}
        >
          {intl.formatMessage({ id: `market.chart.interval.${interval}` })}
        </button>
      ))}
    </div>
  );
}
