const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const VIENNA_WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  weekday: 'short',
});

/** Today's weekday at the branches (Europe/Vienna), 0 = Monday … 6 = Sunday. */
export function viennaWeekday(now: Date = new Date()): number {
  return WEEKDAYS.indexOf(VIENNA_WEEKDAY.format(now));
}
