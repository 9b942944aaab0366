import type { Language } from '../i18n/languages';
import { formatNumber } from './format-number';

/**
 * A distance to a branch: from 1 km on in km with 1 decimal, below in metres rounded to 100.
 * Distances under 50 m show as `100 m` rather than a misleading `0 m`.
 */
export function formatDistance(metres: number, language: Language): string {
  const rounded = Math.max(100, Math.round(metres / 100) * 100);
  if (metres >= 1000 || rounded >= 1000) {
    return `${formatNumber(metres / 1000, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0km`;
  }
  return `${formatNumber(rounded, language, { maximumFractionDigits: 0 })}\u00a0m`;
}
