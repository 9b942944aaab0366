// @ctb/shared/dates: date formats (date-fns: arrives only with a widget that formats dates).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export { formatDate, formatDateTime, type DateInput } from '../formats/format-date';
