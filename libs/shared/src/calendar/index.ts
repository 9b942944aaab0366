export { Calendar, preloadCalendar } from './calendar';
export type {
  CalendarProps,
  DayRange,
  RangeCalendarProps,
  SingleCalendarProps,
} from './calendar-types';
