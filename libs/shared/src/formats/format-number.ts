import type { Language } from '../i18n/languages';
import { normalizeSpaces, numberFormat } from './number-locale';

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A number with grouping and, by default, exactly 2 decimals: `1.234,56` in German. */
export function formatNumber(
  value: number,
  language: Language,
  options: NumberFormatOptions = {},
): string {
  const minimumFractionDigits =
    options.minimumFractionDigits ?? Math.min(2, options.maximumFractionDigits ?? 2);
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 2, minimumFractionDigits);
  const formatted = numberFormat(language, {
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value);
  return normalizeSpaces(formatted);
}
