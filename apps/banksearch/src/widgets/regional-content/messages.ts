import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'banksearch.regional.title': 'Aus Ihrer Region',
  'banksearch.regional.editMode':
    'Regionale Inhalte der gespeicherten Bank werden im Bearbeitungsmodus nicht geladen.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.regional.title': 'From your region',
  'banksearch.regional.editMode': 'Regional content of the saved bank is not loaded in edit mode.',
};

const hr: Complete = {
  'banksearch.regional.title': 'Iz vaše regije',
  'banksearch.regional.editMode':
    'Regionalni sadržaji spremljene banke ne učitavaju se u načinu uređivanja.',
};

const it: Complete = {
  'banksearch.regional.title': 'Dalla sua regione',
  'banksearch.regional.editMode':
    'I contenuti regionali della banca salvata non vengono caricati in modalità di modifica.',
};

const sl: Complete = {
  'banksearch.regional.title': 'Iz vaše regije',
  'banksearch.regional.editMode':
    'Regionalne vsebine shranjene banke se v načinu urejanja ne naložijo.',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = { 'banksearch.regional.title': 'De votre région' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
