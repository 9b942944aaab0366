import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.tooltip.headline': 'Ihre Bank: {name}',
  'banksearch.tooltip.delete': 'Zuordnung löschen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.tooltip.headline': 'Your bank: {name}',
  'banksearch.tooltip.delete': 'Delete assignment',
};

const hr: Complete = {
  'banksearch.tooltip.headline': 'Vaša banka: {name}',
  'banksearch.tooltip.delete': 'Izbriši dodjelu',
};

const it: Complete = {
  'banksearch.tooltip.headline': 'La sua banca: {name}',
  'banksearch.tooltip.delete': 'Elimina assegnazione',
};

const sl: Complete = {
  'banksearch.tooltip.headline': 'Vaša banka: {name}',
  'banksearch.tooltip.delete': 'Izbriši dodelitev',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = { 'banksearch.tooltip.headline': 'Votre banque : {name}' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
