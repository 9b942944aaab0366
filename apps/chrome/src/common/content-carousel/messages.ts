import type { MessageCatalogue } from '@ctb/shared/runtime';

// The texts the chrome app's carousels share (recommendation and full-width carousels).
const de = {
  'chrome.carousel.roleDescription': 'Karussell',
  'chrome.carousel.previous': 'Vorherige Angebote',
  'chrome.carousel.next': 'Nächste Angebote',
  'chrome.carousel.shownRange':
    '{first, number} bis {last, number} von {total, number} Angeboten angezeigt',
  'chrome.carousel.shownOne': '{first, number} von {total, number} Angeboten angezeigt',
  'chrome.carousel.newTab': '(öffnet in einem neuen Tab)',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.carousel.roleDescription': 'carousel',
  'chrome.carousel.previous': 'Previous offers',
  'chrome.carousel.next': 'Next offers',
  'chrome.carousel.shownRange':
    'Showing {first, number} to {last, number} of {total, number} offers',
  'chrome.carousel.shownOne': 'Showing {first, number} of {total, number} offers',
  'chrome.carousel.newTab': '(opens in a new tab)',
};

const hr: Complete = {
  'chrome.carousel.roleDescription': 'vrtuljak',
  'chrome.carousel.previous': 'Prethodne ponude',
  'chrome.carousel.next': 'Sljedeće ponude',
  'chrome.carousel.shownRange':
    'Prikazano {first, number} do {last, number} od {total, number} ponuda',
  'chrome.carousel.shownOne': 'Prikazano {first, number} od {total, number} ponuda',
  'chrome.carousel.newTab': '(otvara se u novoj kartici)',
};

const it: Complete = {
  'chrome.carousel.roleDescription': 'carosello',
  'chrome.carousel.previous': 'Offerte precedenti',
  'chrome.carousel.next': 'Offerte successive',
  'chrome.carousel.shownRange': 'Offerte da {first, number} a {last, number} di {total, number}',
  'chrome.carousel.shownOne': 'Offerta {first, number} di {total, number}',
  'chrome.carousel.newTab': '(si apre in una nuova scheda)',
};

const sl: Complete = {
  'chrome.carousel.roleDescription': 'vrtiljak',
  'chrome.carousel.previous': 'Prejšnje ponudbe',
  'chrome.carousel.next': 'Naslednje ponudbe',
  'chrome.carousel.shownRange':
    'Prikazane ponudbe od {first, number} do {last, number} od {total, number}',
  'chrome.carousel.shownOne': 'Prikazana ponudba {first, number} od {total, number}',
  'chrome.carousel.newTab': '(odpre se v novem zavihku)',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'chrome.carousel.previous': 'Offres précédentes',
  'chrome.carousel.next': 'Offres suivantes',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
