import { differenceInMonths, format, subMonths, subYears } from 'date-fns';
import {
  checkDateText,
  parseDateText,
  DISPLAY_DATE_FORMAT,
} from '../../common/components/date-field/date-text';

export const EARLIEST_BIRTH_DATE = new Date(1901, 0, 1);
export const EARLIEST_WORK_START = new Date(1915, 0, 1);

export interface PensionDates {
  birthDate: string;
  workStart: string;
}

/** The date a field holds when it is valid within its own fixed range, else null. */
function validDate(text: string, touch: boolean, min: Date, max: Date): Date | null {
  return checkDateText(text, touch, { min, max }) === null ? parseDateText(text, touch) : null;
}

/**
 * The bounds of both dates: born 01.01.1901 up to 15 years ago, at work since 01.01.1915 up to a
 * month ago. Each valid date narrows the other: a valid work start is the latest birth date, a
 * valid birth date the earliest work start.
 */
export function pensionDateBounds(values: PensionDates, touch: boolean, today: Date) {
  const latestBirth = subYears(today, 15);
  const latestWorkStart = subMonths(today, 1);
  const birth = validDate(values.birthDate, touch, EARLIEST_BIRTH_DATE, latestBirth);
  const work = validDate(values.workStart, touch, EARLIEST_WORK_START, latestWorkStart);
  return {
    birth: { min: EARLIEST_BIRTH_DATE, max: work ?? latestBirth },
    work: { min: birth ?? EARLIEST_WORK_START, max: latestWorkStart },
    workDate: work,
  };
}

/** Whole months worked since the work start: the most contribution months one can have. */
export function maxContributionMonths(workDate: Date | null, today: Date): number | null {
  return workDate ? differenceInMonths(today, workDate) : null;
}

export function displayDate(date: Date): string {
  return format(date, DISPLAY_DATE_FORMAT);
}
