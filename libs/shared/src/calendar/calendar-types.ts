/** A range of days; `to` is null while only the first day is chosen. */
export interface DayRange {
  from: Date | null;
  to: Date | null;
}

interface CalendarCommonProps {
  /** The earliest day that can be chosen; earlier months are not offered. */
  min?: Date;
  /** The latest day that can be chosen; later months are not offered. */
  max?: Date;
  /** Days that cannot be chosen (e.g. weekends for an appointment). */
  isDisabled?: (day: Date) => boolean;
  /** The month shown first (default: the chosen day's, else today's). */
  defaultMonth?: Date;
  /** The month shown, when the caller controls it. */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** Puts the focus on the chosen day (else today) when the calendar appears, e.g. in a dialog. */
  autoFocus?: boolean;
  /** Level of the month heading (default 3, under a dialog's or section's h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export interface SingleCalendarProps extends CalendarCommonProps {
  mode: 'single';
  selected: Date | null;
  onSelect: (day: Date) => void;
}

export interface RangeCalendarProps extends CalendarCommonProps {
  mode: 'range';
  selected: DayRange;
  /**
   * The first pick starts a range, the second ends it; a pick before the start, or after a
   * complete range, starts anew.
   */
  onSelect: (range: DayRange) => void;
}

export type CalendarProps = SingleCalendarProps | RangeCalendarProps;
