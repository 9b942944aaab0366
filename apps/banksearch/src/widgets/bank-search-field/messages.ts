import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.field.label': 'Ihre Bank',
  'banksearch.field.empty': 'Sie haben noch keine Bank ausgewählt.',
  'banksearch.field.choose': 'Bank auswählen',
  'banksearch.field.change': 'Bank ändern',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.field.label': 'Your bank',
  'banksearch.field.empty': 'You have not chosen a bank yet.',
  'banksearch.field.choose': 'Choose bank',
  'banksearch.field.change': 'Change bank',
};

const hr: Complete = {
  'banksearch.field.label': 'Vaša banka',
  'banksearch.field.empty': 'Još niste odabrali banku.',
  'banksearch.field.choose': 'Odaberite banku',
  'banksearch.field.change': 'Promijenite banku',
};

const it: Complete = {
  'banksearch.field.label': 'La sua banca',
  'banksearch.field.empty': 'Non ha ancora scelto una banca.',
  'banksearch.field.choose': 'Scegli banca',
  'banksearch.field.change': 'Cambia banca',
};

const sl: Complete = {
  'banksearch.field.label': 'Vaša banka',
  'banksearch.field.empty': 'Banke še niste izbrali.',
  'banksearch.field.choose': 'Izberite banko',
  'banksearch.field.change': 'Zamenjajte banko',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = { 'banksearch.field.label': 'Votre banque' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
