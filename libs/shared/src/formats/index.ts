export { decimalSeparator } from './decimal-separator';
export { formatCurrency } from './format-currency';
export { formatDate, formatDateTime, type DateInput } from './format-date';
export { formatDistance } from './format-distance';
export { formatNumber, type NumberFormatOptions } from './format-number';
export { formatPercent, type PercentFormatOptions } from './format-percent';
export { parseLocaleNumber } from './parse-locale-number';
export { truncate } from './truncate';
