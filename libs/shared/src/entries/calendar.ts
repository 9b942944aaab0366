// @ctb/shared/calendar: the shared calendar (react-day-picker, loaded on demand).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  Calendar,
  preloadCalendar,
  type CalendarProps,
  type DayRange,
  type RangeCalendarProps,
  type SingleCalendarProps,
} from '../calendar';
