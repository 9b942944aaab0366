import { REGULAR_RETIREMENT_AGE } from './pension-constants';

/** A calendar date (no time zone trouble: only year, month, day matter). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  if (months > 0 && to.day < from.day) return months - 1;
  if (months < 0 && to.day > from.day) return months + 1;
  return months;
}

/** Age in years with the month as fraction (46 years 6 months = 46.5). */
export function ageInYears(birth: CalendarDate, on: CalendarDate): number {
  return wholeMonthsBetween(birth, on) / 12;
}

/**
 * Regular retirement age (Regelpensionsalter). Men: 65. Women: 60 for births before
 * 1 December 1963, then half a year more per half-year of birth, 65 from births on 1 June 1968.
 */
export function regularRetirementAge(sex: 'female' | 'male', birth: CalendarDate): number {
  if (sex === 'male') return REGULAR_RETIREMENT_AGE;
  const monthsSinceDecember1963 = (birth.year - 1963) * 12 + (birth.month - 12);
  if (monthsSinceDecember1963 < 0) return 60;
  return Math.min(REGULAR_RETIREMENT_AGE, 60.5 + Math.floor(monthsSinceDecember1963 / 6) * 0.5);
}
