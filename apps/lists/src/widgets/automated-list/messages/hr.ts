import type { AutomatedListMessages } from './de';

export const hr: AutomatedListMessages = {
  'lists.automatedList.search.label': 'Pojam za pretraživanje',
  'lists.automatedList.search.placeholder': 'Unesite pojam za pretraživanje',
  'lists.automatedList.search.submit': 'Traži',
  'lists.automatedList.search.suggestions': 'Prijedlozi za pretraživanje',
  'lists.automatedList.search.noSuggestions': 'Nema prijedloga',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# prijedlog dostupan} few {# prijedloga dostupna} other {# prijedloga dostupno}}',
  'lists.automatedList.loadingMore': 'Učitavaju se dodatni rezultati',
  'lists.automatedList.moreFailed': 'Dodatni rezultati nisu se mogli učitati. Pokušajte ponovno.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# rezultat} few {# rezultata} other {# rezultata}}, prikazano {shown}',
  'lists.automatedList.filters.label': 'Filtri',
  'lists.automatedList.filter.date': 'Razdoblje',
  'lists.automatedList.filter.all': 'Sve',
  'lists.automatedList.filter.optionCount': '{label} ({count})',
  'lists.automatedList.more': 'Više rezultata',
  'lists.automatedList.jumpToNew': 'Prijeđi na novo učitane unose',
  'lists.automatedList.items.label': 'Rezultati',
  'lists.automatedList.image.copyright': '© {copyright}',
  'lists.automatedList.event.date': 'Datum',
  'lists.automatedList.event.time': 'Vrijeme',
  'lists.automatedList.event.timeRange': 'od {from} do {to} sati',
  'lists.automatedList.event.timeSingle': 'u {time} sati',
  'lists.automatedList.event.place': 'Mjesto',
  'lists.automatedList.news.date': 'Objavljeno',
  'lists.automatedList.news.tags': 'Oznake',
};
