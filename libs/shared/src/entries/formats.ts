// @ctb/shared/formats: number, currency, percent and text formats (Intl, no library).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  decimalSeparator,
  formatCurrency,
  formatDistance,
  formatNumber,
  formatPercent,
  parseLocaleNumber,
  truncate,
  type NumberFormatOptions,
  type PercentFormatOptions,
} from '../formats';
