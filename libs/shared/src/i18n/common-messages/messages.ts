// The messages every app may use, in the six languages (I18nProvider merges them into each
// widget's catalogue). A messages.ts like the apps': the build compiles it and splits it by
// language (tools/build/messages-loader.cjs), so a page gets German (every text's fallback) and
// only its own language besides, loaded with its first widget.

/** German common messages: the source of truth and the fallback for every other language. */
const de = {
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

const en: Record<CommonMessageId, string> = {
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

// French is nearly empty by design (product decision): everything else falls back to German.
const fr: Partial<Record<CommonMessageId, string>> = {
  'common.close': 'Fermer',
  'common.loading': 'Chargement …',
  'common.optional': '(facultatif)',
  'common.combobox.listLabel': 'Suggestions',
  'common.combobox.count':
    '{count, plural, =0 {Aucune suggestion} one {# suggestion disponible} other {# suggestions disponibles}}',
  'common.combobox.noResults': 'Aucune suggestion',
  'common.calendar.previousMonth': 'Mois précédent',
  'common.calendar.nextMonth': 'Mois suivant',
};

const hr: Record<CommonMessageId, string> = {
  'common.technicalError.headline': 'Nažalost, došlo je do tehničke pogreške.',
  'common.technicalError.text': 'Molimo pokušajte ponovno kasnije.',
  'common.noData': 'Nije bilo moguće učitati podatke za "{query}"',
  'common.search.noResults': 'Vaš pojam za pretraživanje "{query}" nije dao rezultate.',
  'common.search.noResultsNoTerm': 'Vaše pretraživanje nije dalo rezultate.',
  'common.search.resultCount':
    '{count, plural, one {# rezultat} few {# rezultata} other {# rezultata}}',
  'common.close': 'Zatvori',
  'common.loading': 'Učitavanje …',
  'common.optional': '(neobavezno)',
  'common.combobox.listLabel': 'Prijedlozi',
  'common.combobox.count':
    '{count, plural, =0 {Nema prijedloga} one {# prijedlog dostupan} few {# prijedloga dostupna} other {# prijedloga dostupno}}',
  'common.combobox.noResults': 'Nema prijedloga',
  'common.calendar.previousMonth': 'Prethodni mjesec',
  'common.calendar.nextMonth': 'Sljedeći mjesec',
};

const it: Record<CommonMessageId, string> = {
  'common.technicalError.headline': 'Purtroppo si è verificato un errore tecnico.',
  'common.technicalError.text': 'Si prega di riprovare più tardi.',
  'common.noData': 'Non è stato possibile caricare i dati per "{query}"',
  'common.search.noResults': 'Il termine di ricerca "{query}" non ha prodotto risultati.',
  'common.search.noResultsNoTerm': 'La ricerca non ha prodotto risultati.',
  'common.search.resultCount': '{count, plural, one {# risultato} other {# risultati}}',
  'common.close': 'Chiudi',
  'common.loading': 'Caricamento …',
  'common.optional': '(facoltativo)',
  'common.combobox.listLabel': 'Suggerimenti',
  'common.combobox.count':
    '{count, plural, =0 {Nessun suggerimento} one {# suggerimento disponibile} other {# suggerimenti disponibili}}',
  'common.combobox.noResults': 'Nessun suggerimento',
  'common.calendar.previousMonth': 'Mese precedente',
  'common.calendar.nextMonth': 'Mese successivo',
};

const sl: Record<CommonMessageId, string> = {
  'common.technicalError.headline': 'Žal je prišlo do tehnične napake.',
  'common.technicalError.text': 'Poskusite znova pozneje.',
  'common.noData': 'Podatkov za "{query}" ni bilo mogoče naložiti',
  'common.search.noResults': 'Vaš iskalni niz "{query}" ni vrnil nobenih zadetkov.',
  'common.search.noResultsNoTerm': 'Vaše iskanje ni vrnilo nobenih zadetkov.',
  'common.search.resultCount':
    '{count, plural, one {# zadetek} two {# zadetka} few {# zadetki} other {# zadetkov}}',
  'common.close': 'Zapri',
  'common.loading': 'Nalaganje …',
  'common.optional': '(neobvezno)',
  'common.combobox.listLabel': 'Predlogi',
  'common.combobox.count':
    '{count, plural, =0 {Ni predlogov} one {# predlog na voljo} two {# predloga na voljo} few {# predlogi na voljo} other {# predlogov na voljo}}',
  'common.combobox.noResults': 'Ni predlogov',
  'common.calendar.previousMonth': 'Prejšnji mesec',
  'common.calendar.nextMonth': 'Naslednji mesec',
};

export const messages = { de, en, fr, hr, it, sl };
