import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'lists.contentPlus.defaultButtonLabel': 'Mehr anzeigen',
  'lists.contentPlus.loading': 'Inhalt wird geladen …',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.contentPlus.defaultButtonLabel': 'Show more',
  'lists.contentPlus.loading': 'Loading content …',
};

const hr: Complete = {
  'lists.contentPlus.defaultButtonLabel': 'Prikaži više',
  'lists.contentPlus.loading': 'Sadržaj se učitava …',
};

const it: Complete = {
  'lists.contentPlus.defaultButtonLabel': 'Mostra di più',
  'lists.contentPlus.loading': 'Caricamento del contenuto …',
};

const sl: Complete = {
  'lists.contentPlus.defaultButtonLabel': 'Prikaži več',
  'lists.contentPlus.loading': 'Vsebina se nalaga …',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'lists.contentPlus.defaultButtonLabel': 'Afficher plus',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
