import type { OpeningPeriod, TimeInterval } from './branch-types';

type Week = (string | undefined)[];

/** "08:00-12:00,13:30-16:00" per day, Monday first; undefined = closed. */
function week(days: Week): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  days.forEach((spec, day) => {
    if (!spec) return;
    const intervals: TimeInterval[] = spec.split(',').map((range) => {
      const [open = '', close = ''] = range.split('-');
      return { open, close };
    });
    periods.push({ day, intervals });
  });
  return periods;
}

const LUNCH = '08:00-12:00,13:30-16:00';
/**
 * Counter hours of staffed branches: lunch breaks, a long Thursday, closed afternoons, village
 * branches closed on some days, a few open on Saturday.
 */
export const COUNTER_HOURS: readonly OpeningPeriod[][] = [
  week([LUNCH, LUNCH, LUNCH, '08:00-12:00,13:30-17:30', '08:00-15:00']),
  week([
    '08:30-12:30,14:00-16:30',
    '08:30-12:30',
    '08:30-12:30,14:00-16:30',
    '08:30-12:30,14:00-17:30',
    '08:30-15:00',
  ]),
  week(['09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-18:00', '09:00-16:00', '09:00-12:00']),
  week([
    '08:00-12:00',
    '08:00-12:00,14:00-17:00',
    undefined,
    '08:00-12:00',
    '08:00-12:00,13:00-15:00',
  ]),
  week(['09:00-19:00', '09:00-19:00', '09:00-19:00', '09:00-19:00', '09:00-19:00', '09:00-17:00']),
  week([
    '07:45-12:15,13:15-16:00',
    '07:45-12:15',
    '07:45-12:15,13:15-16:00',
    '07:45-12:15,13:15-17:00',
    '07:45-12:15',
  ]),
];

/**
 * Hours of regional banks that do not keep the usual counter week. Together with the templates
 * above they leave, at every quarter hour of the week, some staffed branch closed: branches open
 * only in the afternoon on some days, closed on Monday, or staffed on two or three days only.
 */
export const SHORT_WEEK_HOURS = {
  /** Afternoons on Monday and Thursday, mornings on Wednesday and Friday. */
  afternoonDays: week([
    '13:00-17:00',
    '08:00-12:00,13:00-16:00',
    '08:00-12:00',
    '13:00-18:00',
    '08:00-12:00',
  ]),
  /** Closed on Monday, Saturday morning for the weekly market instead. */
  closedMonday: week([
    undefined,
    '08:30-12:00,13:30-16:30',
    '08:30-12:00,13:30-16:30',
    '08:30-12:00,13:30-17:30',
    '08:30-12:00,13:00-15:00',
    '08:30-11:30',
  ]),
  /** A village branch staffed on Monday, Wednesday afternoon and Thursday only. */
  threeDays: week(['08:00-11:30', undefined, '14:00-17:00', '08:00-11:30,14:00-16:00', undefined]),
} as const;

/** Advisory centres: advice by appointment, no cash counter, open weekdays into the evening. */
export const ADVISORY_HOURS = week([
  '09:00-18:00',
  '09:00-18:00',
  '09:00-18:00',
  '09:00-18:00',
  '09:00-14:00',
]);

/** Index of the template with Saturday opening (shopping streets and centres). */
export const SATURDAY_TEMPLATES = [2, 4];
/** Index of the village template (closed on Wednesday, short mornings). */
export const VILLAGE_TEMPLATE = 3;

/** Self-service lobby hours: round the clock or early till late, every day. */
export const LOBBY_ALL_DAY = week(Array.from({ length: 7 }, () => '00:00-24:00'));
export const LOBBY_DAYTIME = week(Array.from({ length: 7 }, () => '05:00-23:00'));

/** Advice by appointment, weekdays. */
export const CONSULTING_HOURS = week([
  '08:00-19:00',
  '08:00-19:00',
  '08:00-19:00',
  '08:00-19:00',
  '08:00-17:00',
]);

export function hasSaturdayHours(periods: readonly OpeningPeriod[]): boolean {
  return periods.some((period) => period.day === 5 && period.intervals.length > 0);
}
