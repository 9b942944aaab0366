import { Calendar, preloadCalendar, type DayRange } from '@ctb/shared/calendar';
import { Popover } from '@ctb/shared/dialogs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './fields.module.css';

type CalendarChoice =
  | { mode: 'single'; selected: Date | null; onSelect: (day: Date) => void }
  | { mode: 'range'; selected: DayRange; onSelect: (range: DayRange) => void };

interface CalendarButtonProps {
  popoverId: string;
  label: string;
  disabled: boolean;
  min?: Date;
  max?: Date;
  choice: CalendarChoice;
}

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM5 6v2h14V6z"
    />
  </svg>
);

/**
 * The button beside a date field that opens the shared calendar in a popover; a chosen day (or
 * a complete range) closes it, and the focus returns to the button.
 */
export function CalendarButton({
  popoverId,
  label,
  disabled,
  min,
  max,
  choice,
}: CalendarButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const name = intl.formatMessage({ id: 'forms.date.openCalendar' }, { label });
  return (
    <>
      <button
        type="button"
        className={styles.calendarButton}
        aria-label={name}
        title={name}
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={() => void preloadCalendar()}
        onClick={() => setOpen(true)}
      >
        <CalendarIcon />
      </button>
      <Popover id={popoverId} label={label} open={open} onClose={() => setOpen(false)}>
        {choice.mode === 'single' ? (
          <Calendar
            mode="single"
            selected={choice.selected}
            min={min}
            max={max}
            autoFocus
            onSelect={(day) => {
              choice.onSelect(day);
              setOpen(false);
            }}
          />
        ) : (
          <Calendar
            mode="range"
            selected={choice.selected}
            min={min}
            max={max}
            autoFocus
            onSelect={(range) => {
              choice.onSelect(range);
              if (range.from && range.to) setOpen(false);
            }}
          />
        )}
      </Popover>
    </>
  );
}
