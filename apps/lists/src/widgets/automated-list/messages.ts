import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the automated list: search, filter frame, states and paging. German is the source.
const de = {
  'lists.automatedList.search.label': 'Suchbegriff',
  'lists.automatedList.search.placeholder': 'Suchbegriff eingeben',
  'lists.automatedList.search.submit': 'Suchen',
  'lists.automatedList.search.suggestions': 'Suchvorschläge',
  'lists.automatedList.loadingMore': 'Weitere Ergebnisse werden geladen',
  'lists.automatedList.moreFailed':
    'Weitere Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# Ergebnis} other {# Ergebnisse}}, {shown} angezeigt',
  'lists.automatedList.filters.label': 'Filter',
  'lists.automatedList.filter.date': 'Zeitraum',
  'lists.automatedList.filter.all': 'Alle',
  'lists.automatedList.filter.optionCount': '{label} ({count})',
  'lists.automatedList.more': 'Weitere Ergebnisse',
  'lists.automatedList.jumpToNew': 'Zu den neu geladenen Einträgen springen',
  'lists.automatedList.items.label': 'Ergebnisse',
  'lists.automatedList.image.copyright': '© {copyright}',
  'lists.automatedList.event.date': 'Datum',
  'lists.automatedList.event.time': 'Uhrzeit',
  'lists.automatedList.event.timeRange': '{from} bis {to} Uhr',
  'lists.automatedList.event.timeSingle': '{time} Uhr',
  'lists.automatedList.event.place': 'Ort',
  'lists.automatedList.news.date': 'Veröffentlicht am',
  'lists.automatedList.news.tags': 'Schlagwörter',
};

type Texts = Record<keyof typeof de, string>;

const en: Texts = {
  'lists.automatedList.search.label': 'Search term',
  'lists.automatedList.search.placeholder': 'Enter a search term',
  'lists.automatedList.search.submit': 'Search',
  'lists.automatedList.search.suggestions': 'Search suggestions',
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

// French is only partly translated: missing texts fall back to German.
const fr: Partial<Texts> = {
  'lists.automatedList.search.label': 'Terme de recherche',
  'lists.automatedList.search.submit': 'Rechercher',
  'lists.automatedList.filter.all': 'Tous',
  'lists.automatedList.more': 'Plus de résultats',
  'lists.automatedList.loadingMore': 'Chargement d’autres résultats',
  'lists.automatedList.moreFailed': 'Impossible de charger d’autres résultats. Veuillez réessayer.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# résultat} other {# résultats}}, {shown} affichés',
};

const hr: Texts = {
  'lists.automatedList.search.label': 'Pojam za pretraživanje',
  'lists.automatedList.search.placeholder': 'Unesite pojam za pretraživanje',
  'lists.automatedList.search.submit': 'Traži',
  'lists.automatedList.search.suggestions': 'Prijedlozi za pretraživanje',
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

const it: Texts = {
  'lists.automatedList.search.label': 'Termine di ricerca',
  'lists.automatedList.search.placeholder': 'Inserisca un termine di ricerca',
  'lists.automatedList.search.submit': 'Cerca',
  'lists.automatedList.search.suggestions': 'Suggerimenti di ricerca',
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

const sl: Texts = {
  'lists.automatedList.search.label': 'Iskalni niz',
  'lists.automatedList.search.placeholder': 'Vnesite iskalni niz',
  'lists.automatedList.search.submit': 'Išči',
  'lists.automatedList.search.suggestions': 'Predlogi za iskanje',
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

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
