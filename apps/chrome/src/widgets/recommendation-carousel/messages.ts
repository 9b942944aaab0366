import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.recommendationCarousel.label': 'Empfehlungen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = { 'chrome.recommendationCarousel.label': 'Recommendations' };
const hr: Complete = { 'chrome.recommendationCarousel.label': 'Preporuke' };
const it: Complete = { 'chrome.recommendationCarousel.label': 'Consigli' };
const sl: Complete = { 'chrome.recommendationCarousel.label': 'Priporočila' };
const fr: Partial<Complete> = { 'chrome.recommendationCarousel.label': 'Recommandations' };

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
