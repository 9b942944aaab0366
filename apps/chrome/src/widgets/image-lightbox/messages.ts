import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.imageLightbox.enlarge': 'Vergrößern',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.imageLightbox.enlarge': 'Enlarge' };
const hr: Complete = { 'chrome.imageLightbox.enlarge': 'Povećaj' };
const it: Complete = { 'chrome.imageLightbox.enlarge': 'Ingrandisci' };
const sl: Complete = { 'chrome.imageLightbox.enlarge': 'Povečaj' };
const fr: Partial<Complete> = { 'chrome.imageLightbox.enlarge': 'Agrandir' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
