import { useMemo, useState } from 'react';
import { DayPicker, type ClassNames, type Matcher, type PropsBase } from 'react-day-picker';
import { useIntl } from 'react-intl';
import { calendarLocale } from './calendar-locales';
import { calendarParts } from './calendar-parts';
import { nextRange } from './calendar-range';
import type { CalendarProps } from './calendar-types';
import styles from './calendar.module.css';

const CLASS_NAMES: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  outside: styles.outside,
  today: styles.today,
  selected: styles.selected,
  range_middle: styles.rangeMiddle,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

/**
 * A month of days on react-day-picker: weeks from Monday, names in the page language, arrows by
 * day and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends, Enter or
 * Space to choose.
 */
export default function CalendarView(props: CalendarProps) {
  const intl = useIntl();
  const locale = calendarLocale(intl.locale);
  const { min, max, isDisabled, defaultMonth, month, onMonthChange, autoFocus } = props;
  // react-day-picker picks the one day in the tab order before it marks the day the keyboard
  // moved to (in another month it falls back to the 1st): naming the last focused day as the
  // `focused` modifier keeps the tab stop on the day that has the focus.
  const [tabStop, setTabStop] = useState<Date | undefined>(undefined);
  const previous = intl.formatMessage({ id: 'common.calendar.previousMonth' });
  const next = intl.formatMessage({ id: 'common.calendar.nextMonth' });

  const shared = useMemo((): PropsBase => {
    const dayLabel = locale.labels?.labelDayButton;
    return {
      locale,
      weekStartsOn: 1,
      showOutsideDays: true,
      navLayout: 'around',
      classNames: CLASS_NAMES,
      components: calendarParts(props.headingLevel ?? 3),
      labels: {
        labelPrevious: () => previous,
        labelNext: () => next,
        // A chosen day says so as a pressed button, not a second time in its name.
        ...(typeof dayLabel === 'function' && {
          labelDayButton: (date, modifiers, options, dateLib) =>
            dayLabel(date, { ...modifiers, selected: false }, options, dateLib),
        }),
      },
    };
  }, [locale, previous, next, props.headingLevel]);

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  if (isDisabled) disabled.push(isDisabled);
  const chosen = props.mode === 'single' ? props.selected : props.selected.from;
  const common: PropsBase = {
    ...shared,
    className: props.className,
    startMonth: min,
    endMonth: max,
    disabled,
    defaultMonth: defaultMonth ?? chosen ?? undefined,
    month,
    onMonthChange,
    autoFocus,
    modifiers: tabStop ? { focused: tabStop } : undefined,
    onDayFocus: (day) => setTabStop(day),
  };

  if (props.mode === 'single') {
    const { selected, onSelect } = props;
    return (
      <DayPicker
        {...common}
        mode="single"
        required
        selected={selected ?? undefined}
        onSelect={(day) => onSelect(day)}
      />
    );
  }
  const { selected, onSelect } = props;
  return (
    <DayPicker
      {...common}
      mode="range"
      selected={selected.from ? { from: selected.from, to: selected.to ?? undefined } : undefined}
      onSelect={(_range, day) => onSelect(nextRange(selected, day))}
    />
  );
}
