import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the place combobox (its count and no-results texts are libs/shared's common ones).
// German is the source.
const de = {
  'banksearch.combobox.listLabel': 'Ortsvorschläge',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.combobox.listLabel': 'Place suggestions',
};

const fr: Partial<Complete> = {
  'banksearch.combobox.listLabel': 'Suggestions de lieux',
};

const hr: Complete = {
  'banksearch.combobox.listLabel': 'Prijedlozi mjesta',
};

const it: Complete = {
  'banksearch.combobox.listLabel': 'Suggerimenti di luoghi',
};

const sl: Complete = {
  'banksearch.combobox.listLabel': 'Predlogi krajev',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
