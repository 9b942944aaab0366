import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.table.defaultCaption': 'Tabelle',
  'chrome.table.scrollHint': 'Zum Weiterlesen seitlich wischen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.table.defaultCaption': 'Table',
  'chrome.table.scrollHint': 'Swipe sideways to read on',
};
const hr: Complete = {
  'chrome.table.defaultCaption': 'Tablica',
  'chrome.table.scrollHint': 'Povucite u stranu za nastavak',
};
const it: Complete = {
  'chrome.table.defaultCaption': 'Tabella',
  'chrome.table.scrollHint': 'Scorri di lato per continuare',
};
const sl: Complete = {
  'chrome.table.defaultCaption': 'Tabela',
  'chrome.table.scrollHint': 'Za nadaljevanje podrsajte vstran',
};
const fr: Partial<Complete> = { 'chrome.table.defaultCaption': 'Tableau' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
