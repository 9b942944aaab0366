export { decimalSeparator } from './decimal-separator';
export { formatCurrency } from './format-currency';
export { formatDistance } from './format-distance';
export { formatNumber, type NumberFormatOptions } from './format-number';
export { formatPercent, type PercentFormatOptions } from './format-percent';
export { parseLocaleNumber } from './parse-locale-number';
export { truncate } from './truncate';
