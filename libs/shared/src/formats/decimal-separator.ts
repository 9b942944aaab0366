import type { Language } from '../i18n/languages';
import { numberFormat } from './number-locale';

function separatorPart(language: Language, type: 'decimal' | 'group'): string {
  const parts = numberFormat(language).formatToParts(1234567.5);
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** The decimal separator of `language`: `,` in German, `.` in English. */
export function decimalSeparator(language: Language): string {
  return separatorPart(language, 'decimal') || '.';
}

/** The grouping separator of `language`: `.` in German, `,` in English. */
export function groupSeparator(language: Language): string {
  return separatorPart(language, 'group');
}
