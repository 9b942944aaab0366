import type { CommonMessageId } from './de';

// French is nearly empty by design (product decision): everything else falls back to German.
export const fr: Partial<Record<CommonMessageId, string>> = {
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
