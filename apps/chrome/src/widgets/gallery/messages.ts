import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.gallery.label': 'Bildergalerie',
  'chrome.gallery.loadMore': 'Weitere Bilder laden',
  'chrome.gallery.loading': 'Weitere Bilder werden geladen …',
  'chrome.gallery.loaded': '{count, number} von {total, number} Bildern angezeigt',
  'chrome.gallery.moreFailed':
    'Weitere Bilder konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'chrome.gallery.detailFailed':
    'Die Bilder können gerade nicht vergrößert werden. Bitte versuchen Sie es später erneut.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.gallery.label': 'Picture gallery',
  'chrome.gallery.loadMore': 'Load more pictures',
  'chrome.gallery.loading': 'Loading more pictures …',
  'chrome.gallery.loaded': 'Showing {count, number} of {total, number} pictures',
  'chrome.gallery.moreFailed': 'More pictures could not be loaded. Please try again.',
  'chrome.gallery.detailFailed':
    'The pictures cannot be enlarged at the moment. Please try again later.',
};

const hr: Complete = {
  'chrome.gallery.label': 'Galerija slika',
  'chrome.gallery.loadMore': 'Učitaj još slika',
  'chrome.gallery.loading': 'Učitavanje slika …',
  'chrome.gallery.loaded': 'Prikazano {count, number} od {total, number} slika',
  'chrome.gallery.moreFailed': 'Nije bilo moguće učitati još slika. Pokušajte ponovno.',
  'chrome.gallery.detailFailed': 'Slike se trenutačno ne mogu povećati. Pokušajte ponovno kasnije.',
};

const it: Complete = {
  'chrome.gallery.label': 'Galleria di immagini',
  'chrome.gallery.loadMore': 'Carica altre immagini',
  'chrome.gallery.loading': 'Caricamento di altre immagini …',
  'chrome.gallery.loaded': '{count, number} immagini su {total, number}',
  'chrome.gallery.moreFailed': 'Non è stato possibile caricare altre immagini. Riprovi.',
  'chrome.gallery.detailFailed':
    'Al momento le immagini non possono essere ingrandite. Riprovi più tardi.',
};

const sl: Complete = {
  'chrome.gallery.label': 'Galerija slik',
  'chrome.gallery.loadMore': 'Naloži več slik',
  'chrome.gallery.loading': 'Nalaganje slik …',
  'chrome.gallery.loaded': 'Prikazanih {count, number} od {total, number} slik',
  'chrome.gallery.moreFailed': 'Več slik ni bilo mogoče naložiti. Poskusite znova.',
  'chrome.gallery.detailFailed': 'Slik trenutno ni mogoče povečati. Poskusite pozneje.',
};

const fr: Partial<Complete> = {
  'chrome.gallery.loadMore': 'Charger plus d’images',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
