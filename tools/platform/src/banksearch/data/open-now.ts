import type { OpeningPeriod } from './branch-types';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const VIENNA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday (0 = Monday) and minute of the day of an instant in Europe/Vienna, DST included. */
export function viennaWeekTime(now: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(
    VIENNA.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const day = WEEKDAYS.indexOf(parts.weekday ?? '');
  if (day < 0) throw new Error(`Unexpected weekday ${parts.weekday}`);
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutes = (time: string) => {
  const [hours = '0', mins = '0'] = time.split(':');
  return Number(hours) * 60 + Number(mins);
};

/** Whether the hours have the branch open at `now` (closing minute excluded). */
export function isOpenAt(periods: readonly OpeningPeriod[], now: Date): boolean {
  const { day, minute } = viennaWeekTime(now);
  const today = periods.find((period) => period.day === day);
  return (today?.intervals ?? []).some(
    (interval) => minute >= minutes(interval.open) && minute < minutes(interval.close),
  );
}
