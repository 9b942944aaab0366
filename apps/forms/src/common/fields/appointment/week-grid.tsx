import { parseISO } from 'date-fns';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TimeBlock } from '../../rules/field-values';
import styles from './appointment.module.css';
import type { ProposedDay } from './appointment-api';
import { isSelected } from './selection';

interface WeekGridProps {
  id: string;
  label: string;
  days: readonly ProposedDay[];
  selection: readonly TimeBlock[];
  /** At the maximum the blocks not chosen are marked and cannot be chosen. */
  full: boolean;
  /** Blocks of days before this one cannot be chosen (YYYY-MM-DD). */
  firstDay: string;
  disabled: boolean;
  onToggle: (block: TimeBlock) => void;
}

const keyOf = (row: number, column: number) => `${row}:${column}`;

/**
 * One week as an ARIA grid: a row per day (Monday first) with its time blocks as toggle
 * buttons. One block is in the tab order; the arrow keys move between blocks and days, Home and
 * End to a day's first and last block, Enter or Space chooses or removes a block.
 */
export function WeekGrid({
  id,
  label,
  days,
  selection,
  full,
  firstDay,
  disabled,
  onToggle,
}: WeekGridProps) {
  const intl = useIntl();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const rows = days.map((day) =>
    day.timeRanges.map((range) => ({
      date: day.date,
      from: range.from,
      to: range.to,
      booked: range.disabled || day.date < firstDay,
    })),
  );
  const firstCell = rows.findIndex((row) => row.length > 0);
  const [active, setActive] = useState<{ row: number; column: number } | null>(null);
  const current =
    active && rows[active.row]?.[active.column]
      ? active
      : firstCell >= 0
        ? { row: firstCell, column: 0 }
        : null;

  const focus = (row: number, column: number) => {
    setActive({ row, column });
    buttons.current.get(keyOf(row, column))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, row: number, column: number) => {
    const length = rows[row]?.length ?? 0;
    const vertical = (step: 1 | -1) => {
      for (let next = row + step; next >= 0 && next < rows.length; next += step) {
        const cells = rows[next]?.length ?? 0;
        if (cells > 0) return focus(next, Math.min(column, cells - 1));
      }
    };
    const moves: Record<string, () => void> = {
      ArrowRight: () => column + 1 < length && focus(row, column + 1),
      ArrowLeft: () => column > 0 && focus(row, column - 1),
      ArrowDown: () => vertical(1),
      ArrowUp: () => vertical(-1),
      Home: () => (event.ctrlKey && firstCell >= 0 ? focus(firstCell, 0) : focus(row, 0)),
      End: () => focus(row, length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div
      role="grid"
      id={id}
      aria-label={label}
      className={styles.grid}
      aria-disabled={disabled || undefined}
    >
      {days.map((day, row) => {
        const date = parseISO(day.date);
        const dayLabel = intl.formatDate(date, {
          weekday: 'long',
          day: '2-digit',
          month: '2-digit',
        });
        const cells = rows[row] ?? [];
        const booked = cells.length > 0 && cells.every((cell) => cell.booked);
        return (
          <div role="row" key={day.date} className={styles.row}>
            <div role="rowheader" className={styles.day}>
              {dayLabel}
              {booked && (
                <span className={styles.bookedNote}>
                  {intl.formatMessage({ id: 'forms.appointment.booked' })}
                </span>
              )}
            </div>
            {cells.length === 0 ? (
              <div role="gridcell" className={styles.none}>
                {intl.formatMessage({ id: 'forms.appointment.noTimes' })}
              </div>
            ) : (
              cells.map((cell, column) => {
                const chosen = isSelected(selection, cell);
                const unavailable = disabled || cell.booked || (full && !chosen);
                const time = intl.formatMessage(
                  { id: 'forms.appointment.time' },
                  { from: cell.from, to: cell.to },
                );
                return (
                  <div role="gridcell" key={`${cell.from}-${cell.to}`} className={styles.cell}>
                    <button
                      ref={(element) => {
                        if (element) buttons.current.set(keyOf(row, column), element);
                        else buttons.current.delete(keyOf(row, column));
                      }}
                      type="button"
                      className={styles.block}
                      data-capped={full && !chosen && !cell.booked}
                      data-booked={cell.booked}
                      tabIndex={current?.row === row && current.column === column ? 0 : -1}
                      aria-pressed={chosen}
                      aria-disabled={unavailable && !chosen}
                      // The visible time first, then its day (WCAG 2.5.3, label in name).
                      aria-label={intl.formatMessage(
                        { id: 'forms.appointment.blockLabel' },
                        { time, day: dayLabel },
                      )}
                      onFocus={() => setActive({ row, column })}
                      onKeyDown={(event) => onKeyDown(event, row, column)}
                      onClick={() => {
                        if (!unavailable || chosen)
                          onToggle({ date: cell.date, from: cell.from, to: cell.to });
                      }}
                    >
                      {time}
                    </button>
                  </div>
                );
              })
            )}
          </div>
        );
      })}
    </div>
  );
}
