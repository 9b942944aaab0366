// Reading dates typed by visitors: DD.MM.YYYY, or YYYY-MM-DD where a touch device's date picker
// fills the field. Strict: "31.02.2000" or "1.1.2000" are not dates.
import { format, isAfter, isBefore, isValid, parse, startOfDay } from 'date-fns';

export const DISPLAY_DATE_FORMAT = 'dd.MM.yyyy';
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

export type DateProblem = 'required' | 'invalid' | 'min' | 'max';

export function dateFormatFor(touch: boolean): string {
  return touch ? ISO_DATE_FORMAT : DISPLAY_DATE_FORMAT;
}

/** The date a text stands for, or null when it is not exactly one valid date in the format. */
export function parseDateText(text: string, touch: boolean): Date | null {
  const pattern = dateFormatFor(touch);
  if (text.length !== pattern.length) return null;
  const date = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  // Round trip: date-fns accepts some loose input that does not print back the same.
  return format(date, pattern) === text ? date : null;
}

export interface DateBounds {
  min?: Date | null;
  max?: Date | null;
}

/** What is wrong with a typed date, or null when it is a valid date inside its bounds. */
export function checkDateText(
  text: string,
  touch: boolean,
  bounds: DateBounds,
): DateProblem | null {
  if (text.trim() === '') return 'required';
  const date = parseDateText(text, touch);
  if (!date) return 'invalid';
  if (bounds.min && isBefore(date, startOfDay(bounds.min))) return 'min';
  if (bounds.max && isAfter(date, startOfDay(bounds.max))) return 'max';
  return null;
}

/** The service wants dates as YYYY-MM-DD whatever the visitor typed. */
export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}
