import type { AutomatedListMessages } from './de';

export const en: AutomatedListMessages = {
  'lists.automatedList.search.label': 'Search term',
  'lists.automatedList.search.placeholder': 'Enter a search term',
  'lists.automatedList.search.submit': 'Search',
  'lists.automatedList.search.suggestions': 'Search suggestions',
  'lists.automatedList.search.noSuggestions': 'No suggestions',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# suggestion available} other {# suggestions available}}',
  'lists.automatedList.loadingMore': 'Loading more results',
  'lists.automatedList.moreFailed': 'More results could not be loaded. Please try again.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# result} other {# results}}, {shown} shown',
  'lists.automatedList.filters.label': 'Filters',
  'lists.automatedList.filter.date': 'Date range',
  'lists.automatedList.filter.all': 'All',
  'lists.automatedList.filter.optionCount': '{label} ({count})',
  'lists.automatedList.more': 'More results',
  'lists.automatedList.jumpToNew': 'Jump to the newly loaded entries',
  'lists.automatedList.items.label': 'Results',
  'lists.automatedList.image.copyright': '© {copyright}',
  'lists.automatedList.event.date': 'Date',
  'lists.automatedList.event.time': 'Time',
  'lists.automatedList.event.timeRange': '{from} to {to}',
  'lists.automatedList.event.timeSingle': '{time}',
  'lists.automatedList.event.place': 'Venue',
  'lists.automatedList.news.date': 'Published on',
  'lists.automatedList.news.tags': 'Tags',
};
