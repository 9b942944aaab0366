import { format, isValid, parseISO } from 'date-fns';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  // parseISO reads a date-only string as local midnight; `new Date('2025-03-01')` would be UTC.
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/**
 * A date in a date-fns pattern, `dd.MM.yyyy` by default (the product's German dates).
 * An invalid date gives an empty string, so a broken date field never breaks a widget.
 */
export function formatDate(value: DateInput, pattern = 'dd.MM.yyyy'): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : '';
}

/** Date and time as the market data shows them: `dd.MM.yyyy, HH:mm`. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, 'dd.MM.yyyy, HH:mm');
}
