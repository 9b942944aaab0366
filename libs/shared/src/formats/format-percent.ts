import type { Language } from '../i18n/languages';
import { normalizeSpaces, numberFormat } from './number-locale';

export interface PercentFormatOptions {
  /** Decimals shown; default 2. */
  decimals?: number;
  /** Show `+` on positive values (price changes); default false (interest rates). */
  signed?: boolean;
}

/** A value already in percent (12.5 means 12.5 %): `+12,50 %` in German when signed. */
export function formatPercent(
  value: number,
  language: Language,
  options: PercentFormatOptions = {},
): string {
  const decimals = options.decimals ?? 2;
  const formatted = numberFormat(language, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value);
  return normalizeSpaces(formatted);
}
