import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@ctb/shared/dates';
import { Calendar, preloadCalendar, type DayRange } from '@ctb/shared/calendar';
import type { FilterControlProps } from './filter-control-props';
import { FilterDialog } from './filter-dialog';
import dialogStyles from './filter-dialog.module.css';
import styles from './date-range-filter.module.css';

const ISO_DAY = 'yyyy-MM-dd';

function parseDay(value: string | undefined): Date | null {
  if (!value) return null;
  const day = parseISO(value);
  return isValid(day) ? day : null;
}

const FIND_MESSAGE: Record<string, string> = {
  news: 'lists.dateRange.findNews',
  events: 'lists.dateRange.findEvents',
};

/**
 * The date-range filter: a button opens a modal calendar where the visitor picks the first and
 * the last day; "find" applies ['YYYY-MM-DD', 'YYYY-MM-DD'], "reset" removes the range.
 * A news list offers it only when its maxAge (months) is above 1: a shorter list has no range
 * worth narrowing.
 */
export function DateRangeFilter({
  filter,
  selected,
  onChange,
  listType,
  maxAge,
}: FilterControlProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const { from, to } = range;

  if (listType === 'news' && !((maxAge ?? 0) > 1)) return null;

  const chosenFrom = parseDay(selected[0]);
  const chosenTo = parseDay(selected[1]) ?? chosenFrom;
  const title =
    filter.longLabel || filter.label || intl.formatMessage({ id: 'lists.dateRange.title' });
  const text = (id: string) => intl.formatMessage({ id });
  const shown = (day: Date | null) => (day ? formatDate(day) : text('lists.dateRange.none'));

  const openDialog = () => {
    // The calendar's code loads beside the dialog's, not after it.
    void preloadCalendar();
    setRange({ from: chosenFrom, to: chosenTo });
    setOpen(true);
  };

  const find = () => {
    if (from === null) return;
    onChange([format(from, ISO_DAY), format(to ?? from, ISO_DAY)]);
    setOpen(false);
  };

  const reset = () => {
    setRange({ from: null, to: null });
    onChange([]);
    setOpen(false);
  };

  return (
    <FilterDialog
      opener={
        <>
          {filter.label || text('lists.dateRange.open')}
          {chosenFrom && chosenTo ? (
            <span className={styles.chosen}>
              {intl.formatMessage(
                { id: 'lists.dateRange.chosen' },
                { from: formatDate(chosenFrom), to: formatDate(chosenTo) },
              )}
            </span>
          ) : null}
        </>
      }
      title={title}
      open={open}
      onOpen={openDialog}
      onClose={() => setOpen(false)}
    >
      <p className={styles.hint}>{text('lists.dateRange.hint')}</p>
      {/* The first pick starts a range, the second ends it; a day before the start starts anew.
          The focus goes to the first chosen day (else today) when it opens. */}
      <Calendar mode="range" selected={range} onSelect={setRange} autoFocus />
      <dl className={styles.summary} aria-live="polite">
        <dt>{text('lists.dateRange.from')}</dt>
        <dd>{shown(from)}</dd>
        <dt>{text('lists.dateRange.to')}</dt>
        <dd>{shown(to)}</dd>
      </dl>
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={dialogStyles.primary}
          disabled={from === null}
          onClick={find}
        >
          {text(FIND_MESSAGE[listType] ?? 'lists.dateRange.find')}
        </button>
        <button type="button" className={dialogStyles.secondary} onClick={reset}>
          {text('lists.dateRange.reset')}
        </button>
      </div>
    </FilterDialog>
  );
}
