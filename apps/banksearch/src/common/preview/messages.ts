import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.preview.marker': 'Vorschau',
  'banksearch.preview.description': 'Vorschau der Bankdaten, nicht Ihre gespeicherte Bank',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.preview.marker': 'Preview',
  'banksearch.preview.description': 'Preview of bank data, not your saved bank',
};

const hr: Complete = {
  'banksearch.preview.marker': 'Pregled',
  'banksearch.preview.description': 'Pregled podataka banke, nije vaša spremljena banka',
};

const it: Complete = {
  'banksearch.preview.marker': 'Anteprima',
  'banksearch.preview.description': 'Anteprima dei dati della banca, non la banca salvata',
};

const sl: Complete = {
  'banksearch.preview.marker': 'Predogled',
  'banksearch.preview.description': 'Predogled podatkov banke, ne vaša shranjena banka',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = { 'banksearch.preview.marker': 'Aperçu' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
