import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.redirect.go': 'Zu meiner Bank',
  'banksearch.redirect.stay': 'Hier bleiben',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.redirect.go': 'Go to my bank',
  'banksearch.redirect.stay': 'Stay here',
};

const hr: Complete = {
  'banksearch.redirect.go': 'Na moju banku',
  'banksearch.redirect.stay': 'Ostani ovdje',
};

const it: Complete = {
  'banksearch.redirect.go': 'Vai alla mia banca',
  'banksearch.redirect.stay': 'Resta qui',
};

const sl: Complete = {
  'banksearch.redirect.go': 'K moji banki',
  'banksearch.redirect.stay': 'Ostani tukaj',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = { 'banksearch.redirect.stay': 'Rester ici' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
