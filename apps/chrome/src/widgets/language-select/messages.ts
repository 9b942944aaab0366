import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = { 'chrome.languageSelect.label': 'Sprache: {language}' };

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.languageSelect.label': 'Language: {language}' };
const fr: Complete = { 'chrome.languageSelect.label': 'Langue : {language}' };
const hr: Complete = { 'chrome.languageSelect.label': 'Jezik: {language}' };
const it: Complete = { 'chrome.languageSelect.label': 'Lingua: {language}' };
const sl: Complete = { 'chrome.languageSelect.label': 'Jezik: {language}' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
