import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.navigation.overview': 'Alles zu {section}',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.navigation.overview': 'All about {section}' };
const fr: Complete = { 'chrome.navigation.overview': 'Tout sur {section}' };
const hr: Complete = { 'chrome.navigation.overview': 'Sve o temi {section}' };
const it: Complete = { 'chrome.navigation.overview': 'Tutto su {section}' };
const sl: Complete = { 'chrome.navigation.overview': 'Vse o {section}' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
