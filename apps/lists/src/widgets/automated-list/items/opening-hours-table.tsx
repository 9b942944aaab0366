import { useIntl } from 'react-intl';
import styles from './bank-item.module.css';

export interface OpeningInterval {
  /** "HH:MM"; "24:00" is the end of the day */
  open: string;
  close: string;
}

export interface OpeningPeriod {
  /** 0 = Monday … 6 = Sunday */
  day: number;
  intervals: OpeningInterval[];
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
// 1 January 2024 was a Monday: day 0 of the product's week.
const weekdayDate = (day: number) => new Date(2024, 0, 1 + day);

/**
 * One row per weekday with its opening and consulting hours. Several intervals on one day are
 * the lunch break ("08:00–12:00, 13:00–16:00"); a day without a period is closed.
 */
export function OpeningHoursTable({
  id,
  hidden,
  opening,
  consulting,
}: {
  id: string;
  hidden: boolean;
  opening: OpeningPeriod[];
  consulting: OpeningPeriod[];
}) {
  const intl = useIntl();
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  const hoursOf = (periods: OpeningPeriod[], day: number) => {
    const intervals = periods
      .filter((period) => period.day === day)
      .flatMap((period) => period.intervals);
    if (intervals.length === 0) return text('lists.bank.hours.closed');
    return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
  };
  const hasConsulting = consulting.length > 0;

  return (
    <table id={id} hidden={hidden} className={styles.hours}>
      <caption className={styles.visuallyHidden}>{text('lists.bank.hours.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{text('lists.bank.hours.day')}</th>
          <th scope="col">{text('lists.bank.hours.opening')}</th>
          {hasConsulting ? <th scope="col">{text('lists.bank.hours.consulting')}</th> : null}
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
