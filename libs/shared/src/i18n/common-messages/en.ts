import type { CommonMessageId } from './de';

export const en: Record<CommonMessageId, string> = {
  'common.technicalError.headline': 'Unfortunately, a technical error has occurred.',
  'common.technicalError.text': 'Please try again later.',
  'common.noData': 'No data could be loaded for "{query}"',
  'common.search.noResults': 'Your search term "{query}" did not return any results.',
  'common.search.noResultsNoTerm': 'Your search did not return any results.',
  'common.search.resultCount': '{count, plural, one {# result} other {# results}}',
  'common.close': 'Close',
  'common.loading': 'Loading …',
  'common.optional': '(optional)',
  'common.combobox.listLabel': 'Suggestions',
  'common.combobox.count':
    '{count, plural, =0 {No suggestions} one {# suggestion available} other {# suggestions available}}',
  'common.combobox.noResults': 'No suggestions',
  'common.calendar.previousMonth': 'Previous month',
  'common.calendar.nextMonth': 'Next month',
};
