import type { Language } from '../i18n/languages';
import { decimalSeparator, groupSeparator } from './decimal-separator';

/**
 * Reads a number typed in the conventions of `language` (`1.234,5` in German). Grouping
 * separators and spaces are ignored; anything else that is not a number gives NaN.
 */
export function parseLocaleNumber(text: string, language: Language): number {
  const group = groupSeparator(language);
  const decimal = decimalSeparator(language);
  let normalized = text.replace(/[\s\u00a0\u202f]/g, '');
  if (group) normalized = normalized.split(group).join('');
  normalized = normalized.replace(decimal, '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}
