import { useIntl } from 'react-intl';
import type { OpeningPeriod } from '../../services/branch-service';
import styles from './branch-item.module.css';
import { useText } from './use-text';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
// 1 January 2024 was a Monday: day 0 of the product's week, which starts on Monday.
const weekdayDate = (day: number) => new Date(2024, 0, 1 + day);

export interface OpeningHoursTableProps {
  id?: string;
  hidden?: boolean;
  caption: string;
  opening: OpeningPeriod[];
  consulting?: OpeningPeriod[];
}

/**
 * One row per weekday, Monday first. Several intervals on one day are the lunch break
 * ("08:00–12:00, 13:00–16:00"); a day without a period is closed.
 */
export function OpeningHoursTable({
  id,
  hidden,
  caption,
  opening,
  consulting = [],
}: OpeningHoursTableProps) {
  const intl = useIntl();
  const t = useText();
  const hoursOf = (periods: OpeningPeriod[], day: number) => {
    const intervals = periods
      .filter((period) => period.day === day)
      .flatMap((period) => period.intervals);
    if (intervals.length === 0) return t('banksearch.item.hours.closed');
    return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
  };
  const hasConsulting = consulting.length > 0;

  return (
    <table id={id} hidden={hidden} className={styles.hours}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('banksearch.item.hours.day')}</th>
          <th scope="col">{t('banksearch.item.hours.opening')}</th>
          {hasConsulting ? <th scope="col">{t('banksearch.item.hours.consulting')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day}>
            <th scope="row">{intl.formatDate(weekdayDate(day), { weekday: 'long' })}</th>
            <td>{hoursOf(opening, day)}</td>
            {hasConsulting ? <td>{hoursOf(consulting, day)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
