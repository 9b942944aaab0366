import type { CommonMessageId } from './de';

export const hr: Record<CommonMessageId, string> = {
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
