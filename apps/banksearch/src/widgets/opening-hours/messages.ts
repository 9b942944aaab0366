import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.hours.title': 'Öffnungszeiten',
  'banksearch.hours.caption': 'Öffnungszeiten {name}',
  'banksearch.hours.loading': 'Öffnungszeiten werden geladen …',
  'banksearch.hours.error': 'Die Öffnungszeiten konnten nicht geladen werden.',
  'banksearch.hours.openNow': 'Jetzt geöffnet',
  'banksearch.hours.closedNow': 'Jetzt geschlossen',
  'banksearch.hours.closed': 'geschlossen',
  'banksearch.hours.today': 'heute',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.hours.title': 'Opening hours',
  'banksearch.hours.caption': 'Opening hours of {name}',
  'banksearch.hours.loading': 'Loading opening hours …',
  'banksearch.hours.error': 'The opening hours could not be loaded.',
  'banksearch.hours.openNow': 'Open now',
  'banksearch.hours.closedNow': 'Closed now',
  'banksearch.hours.closed': 'closed',
  'banksearch.hours.today': 'today',
};

const hr: Complete = {
  'banksearch.hours.title': 'Radno vrijeme',
  'banksearch.hours.caption': 'Radno vrijeme: {name}',
  'banksearch.hours.loading': 'Radno vrijeme se učitava …',
  'banksearch.hours.error': 'Radno vrijeme nije moguće učitati.',
  'banksearch.hours.openNow': 'Sada otvoreno',
  'banksearch.hours.closedNow': 'Sada zatvoreno',
  'banksearch.hours.closed': 'zatvoreno',
  'banksearch.hours.today': 'danas',
};

const it: Complete = {
  'banksearch.hours.title': 'Orari di apertura',
  'banksearch.hours.caption': 'Orari di apertura: {name}',
  'banksearch.hours.loading': 'Caricamento degli orari …',
  'banksearch.hours.error': 'Non è stato possibile caricare gli orari di apertura.',
  'banksearch.hours.openNow': 'Aperto ora',
  'banksearch.hours.closedNow': 'Chiuso ora',
  'banksearch.hours.closed': 'chiuso',
  'banksearch.hours.today': 'oggi',
};

const sl: Complete = {
  'banksearch.hours.title': 'Delovni čas',
  'banksearch.hours.caption': 'Delovni čas: {name}',
  'banksearch.hours.loading': 'Delovni čas se nalaga …',
  'banksearch.hours.error': 'Delovnega časa ni bilo mogoče naložiti.',
  'banksearch.hours.openNow': 'Zdaj odprto',
  'banksearch.hours.closedNow': 'Zdaj zaprto',
  'banksearch.hours.closed': 'zaprto',
  'banksearch.hours.today': 'danes',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'banksearch.hours.title': 'Heures d’ouverture',
  'banksearch.hours.openNow': 'Ouvert maintenant',
  'banksearch.hours.closedNow': 'Fermé maintenant',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
