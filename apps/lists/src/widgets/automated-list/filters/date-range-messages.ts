import type { MessageCatalogue } from '@ctb/shared';

// Texts of the date-range filter. German is the source; French is only partly translated.
const de = {
  'lists.dateRange.open': 'Zeitraum wählen',
  'lists.dateRange.title': 'Zeitraum wählen',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Von',
  'lists.dateRange.to': 'Bis',
  'lists.dateRange.none': 'nicht gewählt',
  'lists.dateRange.hint':
    'Wählen Sie zuerst den ersten, dann den letzten Tag. Pfeiltasten wechseln den Tag, Bild auf und Bild ab den Monat.',
  'lists.dateRange.previousMonth': 'Voriger Monat',
  'lists.dateRange.nextMonth': 'Nächster Monat',
  'lists.dateRange.findNews': 'Nachrichten finden',
  'lists.dateRange.findEvents': 'Veranstaltungen finden',
  'lists.dateRange.find': 'Suchen',
  'lists.dateRange.reset': 'Zurücksetzen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.dateRange.open': 'Choose a period',
  'lists.dateRange.title': 'Choose a period',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'From',
  'lists.dateRange.to': 'To',
  'lists.dateRange.none': 'not chosen',
  'lists.dateRange.hint':
    'Choose the first day, then the last. Arrow keys change the day, Page Up and Page Down the month.',
  'lists.dateRange.previousMonth': 'Previous month',
  'lists.dateRange.nextMonth': 'Next month',
  'lists.dateRange.findNews': 'Find news',
  'lists.dateRange.findEvents': 'Find events',
  'lists.dateRange.find': 'Search',
  'lists.dateRange.reset': 'Reset',
};

const hr: Complete = {
  'lists.dateRange.open': 'Odaberite razdoblje',
  'lists.dateRange.title': 'Odaberite razdoblje',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Od',
  'lists.dateRange.to': 'Do',
  'lists.dateRange.none': 'nije odabrano',
  'lists.dateRange.hint':
    'Najprije odaberite prvi, zatim posljednji dan. Tipke sa strelicama mijenjaju dan, Page Up i Page Down mjesec.',
  'lists.dateRange.previousMonth': 'Prethodni mjesec',
  'lists.dateRange.nextMonth': 'Sljedeći mjesec',
  'lists.dateRange.findNews': 'Pronađi vijesti',
  'lists.dateRange.findEvents': 'Pronađi događanja',
  'lists.dateRange.find': 'Traži',
  'lists.dateRange.reset': 'Poništi',
};

const it: Complete = {
  'lists.dateRange.open': 'Scegli un periodo',
  'lists.dateRange.title': 'Scegli un periodo',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Dal',
  'lists.dateRange.to': 'Al',
  'lists.dateRange.none': 'non scelto',
  'lists.dateRange.hint':
    'Scelga prima il primo giorno, poi l’ultimo. I tasti freccia cambiano il giorno, Pagina su e Pagina giù il mese.',
  'lists.dateRange.previousMonth': 'Mese precedente',
  'lists.dateRange.nextMonth': 'Mese successivo',
  'lists.dateRange.findNews': 'Trova notizie',
  'lists.dateRange.findEvents': 'Trova eventi',
  'lists.dateRange.find': 'Cerca',
  'lists.dateRange.reset': 'Reimposta',
};

const sl: Complete = {
  'lists.dateRange.open': 'Izberite obdobje',
  'lists.dateRange.title': 'Izberite obdobje',
  'lists.dateRange.chosen': '{from} – {to}',
  'lists.dateRange.from': 'Od',
  'lists.dateRange.to': 'Do',
  'lists.dateRange.none': 'ni izbrano',
  'lists.dateRange.hint':
    'Najprej izberite prvi, nato zadnji dan. Puščice spremenijo dan, Page Up in Page Down mesec.',
  'lists.dateRange.previousMonth': 'Prejšnji mesec',
  'lists.dateRange.nextMonth': 'Naslednji mesec',
  'lists.dateRange.findNews': 'Poišči novice',
  'lists.dateRange.findEvents': 'Poišči dogodke',
  'lists.dateRange.find': 'Išči',
  'lists.dateRange.reset': 'Ponastavi',
};

const fr: Partial<Complete> = {
  'lists.dateRange.open': 'Choisir une période',
  'lists.dateRange.reset': 'Réinitialiser',
};

export const dateRangeMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
