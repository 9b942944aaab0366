import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isAfter,
  isBefore,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@ctb/shared';
import { dateLocale } from './date-locale';
import styles from './date-range-filter.module.css';

// The product's week starts on Monday, in every language.
const WEEK = { weekStartsOn: 1 } as const;

export interface MonthCalendarProps {
  language: Language;
  /** The day that holds the keyboard focus; its month is the one shown. */
  activeDay: Date;
  onActiveDayChange(day: Date): void;
  from: Date | null;
  to: Date | null;
  onPick(day: Date): void;
}

const KEY_MOVES: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
  Home: (day) => startOfWeek(day, WEEK),
  End: (day) => endOfWeek(day, WEEK),
};

/**
 * A month as a grid of weeks from Monday (the date picker pattern of the ARIA practices): one
 * day button is in the tab order, arrows move by day and week, Page Up/Down by month, Enter picks.
 */
export function MonthCalendar({
  language,
  activeDay,
  onActiveDayChange,
  from,
  to,
  onPick,
}: MonthCalendarProps) {
  const intl = useIntl();
  const locale = dateLocale(language);
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);
  const month = startOfMonth(activeDay);
  const days = eachDayOfInterval({
    start: startOfWeek(month, WEEK),
    end: endOfWeek(endOfMonth(month), WEEK),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );
  const headingId = `calendar-${format(month, 'yyyy-MM')}`;

  // Opening the calendar puts the focus on the active day (the chosen start or today); the
  // dialog's focus trap keeps a focus already inside it.
  useEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, []);

  // After a key moved the active day (maybe into another month), the focus follows it.
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [activeDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    movedByKey.current = true;
    onActiveDayChange(move(activeDay));
  };

  const inRange = (day: Date) =>
    from !== null && to !== null && !isBefore(day, from) && !isAfter(day, to);
  const isEnd = (day: Date) =>
    (from !== null && isSameDay(day, from)) || (to !== null && isSameDay(day, to));

  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={intl.formatMessage({ id: 'lists.dateRange.previousMonth' })}
          onClick={() => onActiveDayChange(addMonths(activeDay, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} className={styles.monthName} aria-live="polite">
          {format(month, 'LLLL yyyy', { locale })}
        </h3>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={intl.formatMessage({ id: 'lists.dateRange.nextMonth' })}
          onClick={() => onActiveDayChange(addMonths(activeDay, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={styles.grid}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={format(day, 'EEEE', { locale })}>
                {format(day, 'EEEEEE', { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                const outside = !isSameMonth(day, month);
                const selected = isEnd(day) || inRange(day);
                return (
                  <td key={day.toISOString()} aria-selected={selected}>
                    <button
                      type="button"
                      className={[
                        styles.day,
                        outside ? styles.outside : '',
                        inRange(day) ? styles.inRange : '',
                        isEnd(day) ? styles.rangeEnd : '',
                      ].join(' ')}
                      tabIndex={isSameDay(day, activeDay) ? 0 : -1}
                      aria-label={format(day, 'PPPP', { locale })}
                      aria-pressed={selected}
                      onClick={() => {
                        onActiveDayChange(day);
                        onPick(day);
                      }}
                      onKeyDown={onKeyDown}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
