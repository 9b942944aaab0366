import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.teaser.headline': 'Ihre Bank in der Nähe',
  'banksearch.teaser.headlineStored': 'Willkommen bei {name}',
  'banksearch.teaser.info': 'Informationen zu Ihrer Bank',
  'banksearch.teaser.popoverLabel': 'Ihre Bank',
  'banksearch.teaser.popoverIntro': 'Diese Bank ist als Ihre Bank gespeichert:',
  'banksearch.teaser.change': 'Bank ändern',
  'banksearch.teaser.delete': 'Zuordnung löschen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.teaser.headline': 'Your bank nearby',
  'banksearch.teaser.headlineStored': 'Welcome to {name}',
  'banksearch.teaser.info': 'Information about your bank',
  'banksearch.teaser.popoverLabel': 'Your bank',
  'banksearch.teaser.popoverIntro': 'This bank is saved as your bank:',
  'banksearch.teaser.change': 'Change bank',
  'banksearch.teaser.delete': 'Delete assignment',
};

const hr: Complete = {
  'banksearch.teaser.headline': 'Vaša banka u blizini',
  'banksearch.teaser.headlineStored': 'Dobro došli u {name}',
  'banksearch.teaser.info': 'Informacije o vašoj banci',
  'banksearch.teaser.popoverLabel': 'Vaša banka',
  'banksearch.teaser.popoverIntro': 'Ova je banka spremljena kao vaša banka:',
  'banksearch.teaser.change': 'Promijenite banku',
  'banksearch.teaser.delete': 'Izbriši dodjelu',
};

const it: Complete = {
  'banksearch.teaser.headline': 'La sua banca nelle vicinanze',
  'banksearch.teaser.headlineStored': 'Benvenuti da {name}',
  'banksearch.teaser.info': 'Informazioni sulla sua banca',
  'banksearch.teaser.popoverLabel': 'La sua banca',
  'banksearch.teaser.popoverIntro': 'Questa banca è salvata come la sua banca:',
  'banksearch.teaser.change': 'Cambia banca',
  'banksearch.teaser.delete': 'Elimina assegnazione',
};

const sl: Complete = {
  'banksearch.teaser.headline': 'Vaša banka v bližini',
  'banksearch.teaser.headlineStored': 'Dobrodošli v {name}',
  'banksearch.teaser.info': 'Informacije o vaši banki',
  'banksearch.teaser.popoverLabel': 'Vaša banka',
  'banksearch.teaser.popoverIntro': 'Ta banka je shranjena kot vaša banka:',
  'banksearch.teaser.change': 'Zamenjajte banko',
  'banksearch.teaser.delete': 'Izbriši dodelitev',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'banksearch.teaser.headline': 'Votre banque à proximité',
  'banksearch.teaser.change': 'Changer de banque',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
