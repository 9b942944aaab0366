import { useIntl } from 'react-intl';
import { formatCurrency, formatPercent } from '@ctb/shared/formats';
import { useLanguage } from './use-language';

/** Figures of the calculators in the page language (German: 1.234,56 €, 3,125 %, 120 Monate). */
export function useCalculatorFormats() {
  const intl = useIntl();
  const language = useLanguage();
  return {
    currency: (value: number) => formatCurrency(value, language),
    percent: (value: number, decimals = 3) => formatPercent(value, language, { decimals }),
    months: (count: number) => intl.formatMessage({ id: 'calculators.value.months' }, { count }),
  };
}
