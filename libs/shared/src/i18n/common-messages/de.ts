/** German common messages: the source of truth and the fallback for every other language. */
export const de = {
  'common.technicalError.headline': 'Leider ist ein technischer Fehler aufgetreten.',
  'common.technicalError.text': 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  'common.noData': 'Es konnten keine Daten für "{query}" geladen werden',
  'common.search.noResults': 'Ihr Suchbegriff "{query}" ergab keine Treffer.',
  'common.search.noResultsNoTerm': 'Ihre Suche ergab keine Treffer.',
  'common.search.resultCount': '{count, plural, one {# Ergebnis} other {# Ergebnisse}}',
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen …',
  'common.optional': '(optional)',
  'common.combobox.listLabel': 'Vorschläge',
  'common.combobox.count':
    '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
  'common.combobox.noResults': 'Keine Vorschläge',
  'common.calendar.previousMonth': 'Voriger Monat',
  'common.calendar.nextMonth': 'Nächster Monat',
} as const;

export type CommonMessageId = keyof typeof de;
