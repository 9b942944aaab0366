import { addDays, getISOWeek, parseISO, startOfISOWeek } from 'date-fns';
import type { ProposedDateMonth } from './appointment-api';

export interface WeekPosition {
  year: number;
  month: number;
  /** The Monday of the week shown, YYYY-MM-DD. */
  monday: string;
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The week of a day, in that day's month. Weeks start on Monday. */
export function weekOf(day: Date): WeekPosition {
  return { year: day.getFullYear(), month: day.getMonth() + 1, monday: iso(startOfISOWeek(day)) };
}

export const isoWeekOf = (position: WeekPosition) => getISOWeek(parseISO(position.monday));

/** The index of the shown week in a month page (weeks overlapping two months appear in both). */
export function weekIndex(page: ProposedDateMonth, monday: string): number {
  return page.weeks.findIndex((week) => week.days[0]?.date === monday);
}

/** One week later or earlier; past the page's ends into the next or previous month's page. */
export function moveWeek(
  position: WeekPosition,
  page: ProposedDateMonth,
  direction: 1 | -1,
): WeekPosition {
  const index = weekIndex(page, position.monday);
  const target = page.weeks[index + direction];
  const monday = iso(addDays(parseISO(position.monday), 7 * direction));
  if (target && index >= 0) return { ...position, monday };
  return direction === 1
    ? { year: page.nextYear, month: page.nextMonth, monday }
    : { year: page.previousYear, month: page.previousMonth, monday };
}

/** The first week of the next or previous month (or of its first day that is still to come). */
export function moveMonth(page: ProposedDateMonth, direction: 1 | -1, today: Date): WeekPosition {
  const year = direction === 1 ? page.nextYear : page.previousYear;
  const month = direction === 1 ? page.nextMonth : page.previousMonth;
  const first = new Date(year, month - 1, 1);
  const start =
    first < today && today.getMonth() + 1 === month && today.getFullYear() === year ? today : first;
  return { year, month, monday: iso(startOfISOWeek(start)) };
}
