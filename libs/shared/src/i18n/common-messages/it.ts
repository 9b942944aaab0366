import type { CommonMessageId } from './de';

export const it: Record<CommonMessageId, string> = {
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
