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
};
