import { useIntl } from 'react-intl';
import type { OpeningPeriod } from '../../common/services/branch-service';
import styles from './opening-hours.module.css';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
// 1 January 2024 was a Monday: day 0 of the product's week, which starts on Monday.
const weekdayDate = (day: number) => new Date(2024, 0, 1 + day);

interface WeekHoursProps {
  caption: string;
  periods: OpeningPeriod[];
  /** today's weekday (0 = Monday), highlighted */
  today: number;
}

/**
 * One row per weekday, Monday first. Two intervals on a day are the lunch break
 * ("08:00–12:00, 13:30–16:00"); a day without a period is closed.
 */
export function WeekHours({ caption, periods, today }: WeekHoursProps) {
  const intl = useIntl();
  const hoursOf = (day: number) => {
    const intervals = periods.filter((period) => period.day === day).flatMap((p) => p.intervals);
    if (intervals.length === 0) return intl.formatMessage({ id: 'banksearch.hours.closed' });
    return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
  };
  return (
    <table className={styles.week}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <tbody>
        {WEEK.map((day) => (
          <tr
            key={day}
            className={day === today ? styles.today : undefined}
            aria-current={day === today ? 'date' : undefined}
          >
            <th scope="row">
              {intl.formatDate(weekdayDate(day), { weekday: 'long' })}
              {day === today && (
                <span className={styles.visuallyHidden}>
                  {` (${intl.formatMessage({ id: 'banksearch.hours.today' })})`}
                </span>
              )}
            </th>
            <td>{hoursOf(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
