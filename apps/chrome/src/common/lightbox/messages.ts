import type { MessageCatalogue } from '@ctb/shared/runtime';

// The texts of the picture overlay the gallery and the image lightbox share.
const de = {
  'chrome.lightbox.label': 'Bildansicht',
  'chrome.lightbox.carousel': 'Karussell',
  'chrome.lightbox.slide': 'Bild',
  'chrome.lightbox.position': '{index} von {total}',
  'chrome.lightbox.previous': 'Vorheriges Bild',
  'chrome.lightbox.next': 'Nächstes Bild',
  'chrome.lightbox.close': 'Bildansicht schließen',
  'chrome.lightbox.copyright': '© {owner}',
  'chrome.lightbox.album': '{album}, {date}',
  'chrome.lightbox.open': 'Bild vergrößern: {title}',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.lightbox.label': 'Picture view',
  'chrome.lightbox.carousel': 'carousel',
  'chrome.lightbox.slide': 'picture',
  'chrome.lightbox.position': '{index} of {total}',
  'chrome.lightbox.previous': 'Previous picture',
  'chrome.lightbox.next': 'Next picture',
  'chrome.lightbox.close': 'Close the picture view',
  'chrome.lightbox.copyright': '© {owner}',
  'chrome.lightbox.album': '{album}, {date}',
  'chrome.lightbox.open': 'Enlarge picture: {title}',
};

const hr: Complete = {
  'chrome.lightbox.label': 'Prikaz slike',
  'chrome.lightbox.carousel': 'vrtuljak',
  'chrome.lightbox.slide': 'slika',
  'chrome.lightbox.position': '{index} od {total}',
  'chrome.lightbox.previous': 'Prethodna slika',
  'chrome.lightbox.next': 'Sljedeća slika',
  'chrome.lightbox.close': 'Zatvori prikaz slike',
  'chrome.lightbox.copyright': '© {owner}',
  'chrome.lightbox.album': '{album}, {date}',
  'chrome.lightbox.open': 'Povećaj sliku: {title}',
};

const it: Complete = {
  'chrome.lightbox.label': 'Visualizzazione immagine',
  'chrome.lightbox.carousel': 'carosello',
  'chrome.lightbox.slide': 'immagine',
  'chrome.lightbox.position': '{index} di {total}',
  'chrome.lightbox.previous': 'Immagine precedente',
  'chrome.lightbox.next': 'Immagine successiva',
  'chrome.lightbox.close': 'Chiudi la visualizzazione',
  'chrome.lightbox.copyright': '© {owner}',
  'chrome.lightbox.album': '{album}, {date}',
  'chrome.lightbox.open': 'Ingrandisci l’immagine: {title}',
};

const sl: Complete = {
  'chrome.lightbox.label': 'Prikaz slike',
  'chrome.lightbox.carousel': 'vrtiljak',
  'chrome.lightbox.slide': 'slika',
  'chrome.lightbox.position': '{index} od {total}',
  'chrome.lightbox.previous': 'Prejšnja slika',
  'chrome.lightbox.next': 'Naslednja slika',
  'chrome.lightbox.close': 'Zapri prikaz slike',
  'chrome.lightbox.copyright': '© {owner}',
  'chrome.lightbox.album': '{album}, {date}',
  'chrome.lightbox.open': 'Povečaj sliko: {title}',
};

const fr: Partial<Complete> = {
  'chrome.lightbox.previous': 'Image précédente',
  'chrome.lightbox.next': 'Image suivante',
  'chrome.lightbox.close': 'Fermer',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
