import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the date-range and bank filters. German is the source. The bank filter's section titles
// are those of the bank filter service, for filters that come without them.
const de = {
  'lists.dateRange.open': 'Zeitraum wählen',
  'lists.dateRange.title': 'Zeitraum wählen',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Von',
  'lists.dateRange.to': 'Bis',
  'lists.dateRange.none': 'nicht gewählt',
  'lists.dateRange.hint':
    'Wählen Sie zuerst den ersten, dann den letzten Tag. Pfeiltasten wechseln den Tag, Bild auf und Bild ab den Monat.',
  'lists.dateRange.findNews': 'Nachrichten finden',
  'lists.dateRange.findEvents': 'Veranstaltungen finden',
  'lists.dateRange.find': 'Suchen',
  'lists.dateRange.reset': 'Zurücksetzen',
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

type Texts = Record<keyof typeof de, string>;

const en: Texts = {
  'lists.dateRange.open': 'Choose a period',
  'lists.dateRange.title': 'Choose a period',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'From',
  'lists.dateRange.to': 'To',
  'lists.dateRange.none': 'not chosen',
  'lists.dateRange.hint':
    'Choose the first day, then the last. Arrow keys change the day, Page Up and Page Down the month.',
  'lists.dateRange.findNews': 'Find news',
  'lists.dateRange.findEvents': 'Find events',
  'lists.dateRange.find': 'Search',
  'lists.dateRange.reset': 'Reset',
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

// French is only partly translated: missing texts fall back to German.
const fr: Partial<Texts> = {
  'lists.dateRange.open': 'Choisir une période',
  'lists.dateRange.reset': 'Réinitialiser',
  'lists.bankFilter.apply': 'Appliquer',
  'lists.bankFilter.reset': 'Réinitialiser',
};

const hr: Texts = {
  'lists.dateRange.open': 'Odaberite razdoblje',
  'lists.dateRange.title': 'Odaberite razdoblje',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Od',
  'lists.dateRange.to': 'Do',
  'lists.dateRange.none': 'nije odabrano',
  'lists.dateRange.hint':
    'Najprije odaberite prvi, zatim posljednji dan. Tipke sa strelicama mijenjaju dan, Page Up i Page Down mjesec.',
  'lists.dateRange.findNews': 'Pronađi vijesti',
  'lists.dateRange.findEvents': 'Pronađi događanja',
  'lists.dateRange.find': 'Traži',
  'lists.dateRange.reset': 'Poništi',
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

const it: Texts = {
  'lists.dateRange.open': 'Scegli un periodo',
  'lists.dateRange.title': 'Scegli un periodo',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Dal',
  'lists.dateRange.to': 'Al',
  'lists.dateRange.none': 'non scelto',
  'lists.dateRange.hint':
    'Scelga prima il primo giorno, poi l’ultimo. I tasti freccia cambiano il giorno, Pagina su e Pagina giù il mese.',
  'lists.dateRange.findNews': 'Trova notizie',
  'lists.dateRange.findEvents': 'Trova eventi',
  'lists.dateRange.find': 'Cerca',
  'lists.dateRange.reset': 'Reimposta',
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

const sl: Texts = {
  'lists.dateRange.open': 'Izberite obdobje',
  'lists.dateRange.title': 'Izberite obdobje',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Od',
  'lists.dateRange.to': 'Do',
  'lists.dateRange.none': 'ni izbrano',
  'lists.dateRange.hint':
    'Najprej izberite prvi, nato zadnji dan. Puščice spremenijo dan, Page Up in Page Down mesec.',
  'lists.dateRange.findNews': 'Poišči novice',
  'lists.dateRange.findEvents': 'Poišči dogodke',
  'lists.dateRange.find': 'Išči',
  'lists.dateRange.reset': 'Ponastavi',
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

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
