// Dates as visitors type them (SPEC "Date field"): DD.MM.YYYY in German, MM/DD/YYYY in the other
// languages, YYYY-MM-DD where a touch device's own date picker fills the field. Strict: a date
// that does not exist, or is not written exactly so, is no date.
import type { Language } from '@ctb/shared/runtime';
import { addDays, addMonths, addYears, format, isValid, parse, startOfDay } from 'date-fns';

export const ISO_DATE = 'yyyy-MM-dd';
const FIRST_YEAR = 1800;
const LAST_YEAR = 2099;

/** The date-fns pattern of a date field. */
export function dateFormatFor(language: Language, touch: boolean): string {
  if (touch) return ISO_DATE;
  return language === 'de' ? 'dd.MM.yyyy' : 'MM/dd/yyyy';
}

/** The visible format hint: TT.MM.JJJJ in German, MM/DD/YYYY elsewhere. */
export function datePlaceholder(language: Language): string {
  return language === 'de' ? 'TT.MM.JJJJ' : 'MM/DD/YYYY';
}

/** The day a text stands for, or null. Years outside 1800-2099 are typing mistakes. */
export function parseDateText(text: string, language: Language, touch: boolean): Date | null {
  const pattern = dateFormatFor(language, touch);
  const trimmed = text.trim();
  if (trimmed.length !== pattern.length) return null;
  const date = parse(trimmed, pattern, new Date(2000, 0, 1));
  if (!isValid(date) || format(date, pattern) !== trimmed) return null;
  const year = date.getFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR ? date : null;
}

export function formatDateText(date: Date, language: Language, touch: boolean): string {
  return format(date, dateFormatFor(language, touch));
}

export const toIsoDate = (date: Date) => format(date, ISO_DATE);

/** A definition's bound (`2026-01-31`, `today`, `today+14d`, `today-18y`) as a day. */
export function resolveDateBound(bound: string | undefined, today: Date): Date | undefined {
  if (!bound) return undefined;
  const relative = /^today(?:([+-]\d+)([dmy]))?$/.exec(bound);
  if (relative) {
    const day = startOfDay(today);
    const amount = Number(relative[1] ?? 0);
    if (relative[2] === 'y') return addYears(day, amount);
    if (relative[2] === 'm') return addMonths(day, amount);
    return addDays(day, amount);
  }
  const date = parse(bound, ISO_DATE, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** The visible form of a bound in messages ("Datum darf nicht vor dem 01.02.2026 liegen."). */
export function formatBound(date: Date, language: Language): string {
  return format(date, dateFormatFor(language, false));
}
