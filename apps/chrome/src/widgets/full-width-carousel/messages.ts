import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.fullWidthCarousel.label': 'Themen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.fullWidthCarousel.label': 'Topics' };
const hr: Complete = { 'chrome.fullWidthCarousel.label': 'Teme' };
const it: Complete = { 'chrome.fullWidthCarousel.label': 'Temi' };
const sl: Complete = { 'chrome.fullWidthCarousel.label': 'Teme' };
const fr: Partial<Complete> = { 'chrome.fullWidthCarousel.label': 'Thèmes' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
