import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.tabAccordion.label': 'Inhalte',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.tabAccordion.label': 'Contents' };
const hr: Complete = { 'chrome.tabAccordion.label': 'Sadržaj' };
const it: Complete = { 'chrome.tabAccordion.label': 'Contenuti' };
const sl: Complete = { 'chrome.tabAccordion.label': 'Vsebina' };
const fr: Partial<Complete> = { 'chrome.tabAccordion.label': 'Contenus' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
