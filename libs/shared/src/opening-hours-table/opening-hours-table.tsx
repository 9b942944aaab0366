import { useIntl } from 'react-intl';
import styles from './opening-hours-table.module.css';

/** One weekday's hours, as the bank services answer them; a day without a period is closed. */
export interface OpeningPeriod {
  /** 0 = Monday … 6 = Sunday */
  day: number;
  /** "HH:MM" each; "24:00" is the end of the day */
  intervals: { open: string; close: string }[];
}

export interface OpeningHoursTableProps {
  id?: string;
  hidden?: boolean;
  /** The table's accessible name, visually hidden. */
  caption: string;
  /** The column headings and the text of a closed day, in the visitor's language. */
  labels: { day: string; opening: string; consulting: string; closed: string };
  opening: OpeningPeriod[];
  /** The consulting hours column shows only when there are any. */
  consulting?: OpeningPeriod[];
  /** Added to the table's own class. */
  className?: string;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
// 1 January 2024 was a Monday: day 0 of the product's week, which starts on Monday.
const weekdayDate = (day: number) => new Date(2024, 0, 1 + day);

/**
 * One row per weekday, Monday first, with its opening and consulting hours. Several intervals on
 * one day are the lunch break ("08:00–12:00, 13:00–16:00").
 */
export function OpeningHoursTable({
  id,
  hidden,
  caption,
  labels,
  opening,
  consulting = [],
  className,
}: OpeningHoursTableProps) {
  const intl = useIntl();
  const hoursOf = (periods: OpeningPeriod[], day: number) => {
    const intervals = periods
      .filter((period) => period.day === day)
      .flatMap((period) => period.intervals);
    if (intervals.length === 0) return labels.closed;
    return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
  };
  const hasConsulting = consulting.length > 0;

  return (
    <table
      id={id}
      hidden={hidden}
      className={className ? `${styles.hours} ${className}` : styles.hours}
    >
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.day}</th>
          <th scope="col">{labels.opening}</th>
          {hasConsulting ? <th scope="col">{labels.consulting}</th> : null}
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
