import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarProps } from './calendar-types';
import styles from './calendar.module.css';

let view: Promise<typeof import('./calendar-view')> | undefined;
const loadView = () => (view ??= import('./calendar-view'));

// The calendar's code (react-day-picker and six locales) arrives with the first calendar shown,
// not with every page that holds the shared library.
const CalendarView = lazy(loadView);

/** Starts loading the calendar's code early, e.g. when the button that opens one is pressed. */
export function preloadCalendar(): Promise<void> {
  return loadView().then(() => undefined);
}

function CalendarPlaceholder() {
  const intl = useIntl();
  return (
    <div className={styles.placeholder} aria-busy="true">
      {intl.formatMessage({ id: 'common.loading' })}
    </div>
  );
}

/**
 * A month calendar to choose one day or a range (the ARIA date picker grid): weeks start on
 * Monday, month and day names follow the page language, `min`/`max` and `isDisabled` keep days
 * from being chosen. Controlled: `selected` and `onSelect`.
 */
export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<CalendarPlaceholder />}>
      <CalendarView {...props} />
    </Suspense>
  );
}
