// German source texts of the automated list; the other languages are typed against these ids.
export const de = {
  'lists.automatedList.search.label': 'Suchbegriff',
  'lists.automatedList.search.placeholder': 'Suchbegriff eingeben',
  'lists.automatedList.search.submit': 'Suchen',
  'lists.automatedList.search.suggestions': 'Suchvorschläge',
  'lists.automatedList.search.noSuggestions': 'Keine Vorschläge',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
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

export type AutomatedListMessages = Record<keyof typeof de, string>;
