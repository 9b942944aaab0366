import type { MessageCatalogue } from '@ctb/shared';

// Texts of the bank filter overlay. German is the source; French is only partly translated.
// The section titles are those of the bank filter service, for filters that come without them.
const de = {
  'lists.bankFilter.open': 'Filter',
  'lists.bankFilter.openWithCount': 'Filter ({count} gewählt)',
  'lists.bankFilter.title': 'Bankstellen filtern',
  'lists.bankFilter.apply': 'Anwenden',
  'lists.bankFilter.reset': 'Zurücksetzen',
  'lists.bankFilter.optionCount': '{label} ({count})',
  'lists.bankFilter.section.service': 'Leistungen',
  'lists.bankFilter.section.equipment': 'Ausstattung',
  'lists.bankFilter.section.selfService': 'Selbstbedienung',
  'lists.bankFilter.section.type': 'Art der Bankstelle',
  'lists.bankFilter.section.accessibility': 'Barrierefreiheit und Parken',
  'lists.bankFilter.section.hours': 'Öffnungszeiten',
  'lists.bankFilter.section.other': 'Weitere',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.bankFilter.open': 'Filter',
  'lists.bankFilter.openWithCount': 'Filter ({count} chosen)',
  'lists.bankFilter.title': 'Filter branches',
  'lists.bankFilter.apply': 'Apply',
  'lists.bankFilter.reset': 'Reset',
  'lists.bankFilter.optionCount': '{label} ({count})',
  'lists.bankFilter.section.service': 'Services',
  'lists.bankFilter.section.equipment': 'Equipment',
  'lists.bankFilter.section.selfService': 'Self-service',
  'lists.bankFilter.section.type': 'Type of branch',
  'lists.bankFilter.section.accessibility': 'Accessibility and parking',
  'lists.bankFilter.section.hours': 'Opening hours',
  'lists.bankFilter.section.other': 'More',
};

const hr: Complete = {
  'lists.bankFilter.open': 'Filtar',
  'lists.bankFilter.openWithCount': 'Filtar ({count} odabrano)',
  'lists.bankFilter.title': 'Filtriraj poslovnice',
  'lists.bankFilter.apply': 'Primijeni',
  'lists.bankFilter.reset': 'Poništi',
  'lists.bankFilter.optionCount': '{label} ({count})',
  'lists.bankFilter.section.service': 'Usluge',
  'lists.bankFilter.section.equipment': 'Oprema',
  'lists.bankFilter.section.selfService': 'Samoposluživanje',
  'lists.bankFilter.section.type': 'Vrsta poslovnice',
  'lists.bankFilter.section.accessibility': 'Pristupačnost i parkiranje',
  'lists.bankFilter.section.hours': 'Radno vrijeme',
  'lists.bankFilter.section.other': 'Ostalo',
};

const it: Complete = {
  'lists.bankFilter.open': 'Filtro',
  'lists.bankFilter.openWithCount': 'Filtro ({count} scelti)',
  'lists.bankFilter.title': 'Filtra le filiali',
  'lists.bankFilter.apply': 'Applica',
  'lists.bankFilter.reset': 'Reimposta',
  'lists.bankFilter.optionCount': '{label} ({count})',
  'lists.bankFilter.section.service': 'Servizi',
  'lists.bankFilter.section.equipment': 'Dotazioni',
  'lists.bankFilter.section.selfService': 'Self-service',
  'lists.bankFilter.section.type': 'Tipo di filiale',
  'lists.bankFilter.section.accessibility': 'Accessibilità e parcheggio',
  'lists.bankFilter.section.hours': 'Orari di apertura',
  'lists.bankFilter.section.other': 'Altro',
};

const sl: Complete = {
  'lists.bankFilter.open': 'Filter',
  'lists.bankFilter.openWithCount': 'Filter ({count} izbranih)',
  'lists.bankFilter.title': 'Filtriraj poslovalnice',
  'lists.bankFilter.apply': 'Uporabi',
  'lists.bankFilter.reset': 'Ponastavi',
  'lists.bankFilter.optionCount': '{label} ({count})',
  'lists.bankFilter.section.service': 'Storitve',
  'lists.bankFilter.section.equipment': 'Oprema',
  'lists.bankFilter.section.selfService': 'Samopostrežba',
  'lists.bankFilter.section.type': 'Vrsta poslovalnice',
  'lists.bankFilter.section.accessibility': 'Dostopnost in parkiranje',
  'lists.bankFilter.section.hours': 'Delovni čas',
  'lists.bankFilter.section.other': 'Drugo',
};

const fr: Partial<Complete> = {
  'lists.bankFilter.apply': 'Appliquer',
  'lists.bankFilter.reset': 'Réinitialiser',
};

export const bankFilterMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
