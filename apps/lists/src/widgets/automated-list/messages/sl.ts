import type { AutomatedListMessages } from './de';

export const sl: AutomatedListMessages = {
  'lists.automatedList.search.label': 'Iskalni niz',
  'lists.automatedList.search.placeholder': 'Vnesite iskalni niz',
  'lists.automatedList.search.submit': 'Išči',
  'lists.automatedList.search.suggestions': 'Predlogi za iskanje',
  'lists.automatedList.search.noSuggestions': 'Ni predlogov',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# predlog na voljo} two {# predloga na voljo} few {# predlogi na voljo} other {# predlogov na voljo}}',
  'lists.automatedList.loadingMore': 'Nalaganje dodatnih rezultatov',
  'lists.automatedList.moreFailed': 'Dodatnih rezultatov ni bilo mogoče naložiti. Poskusite znova.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# rezultat} two {# rezultata} few {# rezultati} other {# rezultatov}}, prikazanih {shown}',
  'lists.automatedList.filters.label': 'Filtri',
  'lists.automatedList.filter.date': 'Obdobje',
  'lists.automatedList.filter.all': 'Vse',
  'lists.automatedList.filter.optionCount': '{label} ({count})',
  'lists.automatedList.more': 'Več rezultatov',
  'lists.automatedList.jumpToNew': 'Skoči na na novo naložene vnose',
  'lists.automatedList.items.label': 'Rezultati',
  'lists.automatedList.image.copyright': '© {copyright}',
  'lists.automatedList.event.date': 'Datum',
  'lists.automatedList.event.time': 'Čas',
  'lists.automatedList.event.timeRange': 'od {from} do {to}',
  'lists.automatedList.event.timeSingle': 'ob {time}',
  'lists.automatedList.event.place': 'Kraj',
  'lists.automatedList.news.date': 'Objavljeno',
  'lists.automatedList.news.tags': 'Oznake',
};
