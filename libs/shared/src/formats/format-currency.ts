import type { Language } from '../i18n/languages';
import { normalizeSpaces, numberFormat } from './number-locale';

/** An amount in euro, the product's only currency: `1.234,56 €` in German. */
export function formatCurrency(value: number, language: Language): string {
  const formatted = numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
  }).format(value);
  return normalizeSpaces(formatted);
}
