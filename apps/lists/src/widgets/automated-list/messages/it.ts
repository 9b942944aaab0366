import type { AutomatedListMessages } from './de';

export const it: AutomatedListMessages = {
  'lists.automatedList.search.label': 'Termine di ricerca',
  'lists.automatedList.search.placeholder': 'Inserisca un termine di ricerca',
  'lists.automatedList.search.submit': 'Cerca',
  'lists.automatedList.search.suggestions': 'Suggerimenti di ricerca',
  'lists.automatedList.search.noSuggestions': 'Nessun suggerimento',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# suggerimento disponibile} other {# suggerimenti disponibili}}',
  'lists.automatedList.loadingMore': 'Caricamento di altri risultati',
  'lists.automatedList.moreFailed': 'Non è stato possibile caricare altri risultati. Riprova.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# risultato} other {# risultati}}, {shown} visualizzati',
  'lists.automatedList.filters.label': 'Filtri',
  'lists.automatedList.filter.date': 'Periodo',
  'lists.automatedList.filter.all': 'Tutti',
  'lists.automatedList.filter.optionCount': '{label} ({count})',
  'lists.automatedList.more': 'Altri risultati',
  'lists.automatedList.jumpToNew': 'Vai alle voci appena caricate',
  'lists.automatedList.items.label': 'Risultati',
  'lists.automatedList.image.copyright': '© {copyright}',
  'lists.automatedList.event.date': 'Data',
  'lists.automatedList.event.time': 'Orario',
  'lists.automatedList.event.timeRange': 'dalle {from} alle {to}',
  'lists.automatedList.event.timeSingle': 'alle {time}',
  'lists.automatedList.event.place': 'Luogo',
  'lists.automatedList.news.date': 'Pubblicato il',
  'lists.automatedList.news.tags': 'Parole chiave',
};
