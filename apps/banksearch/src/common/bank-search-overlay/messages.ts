import type { MessageCatalogue } from '@ctb/shared/runtime';

// Shown in place of the bank search overlay when it could not be loaded or shown.
const de = {
  'banksearch.overlay.failedTitle': 'Filialsuche gerade nicht verfügbar',
  'banksearch.overlay.failedText':
    'Die Filialsuche konnte im Moment nicht geöffnet werden. Bitte versuchen Sie es später noch einmal.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.overlay.failedTitle': 'Branch search currently unavailable',
  'banksearch.overlay.failedText':
    'The branch search could not be opened just now. Please try again later.',
};

const fr: Complete = {
  'banksearch.overlay.failedTitle': 'Recherche d’agence momentanément indisponible',
  'banksearch.overlay.failedText':
    'La recherche d’agence n’a pas pu être ouverte pour le moment. Veuillez réessayer plus tard.',
};

const hr: Complete = {
  'banksearch.overlay.failedTitle': 'Pretraživanje poslovnica trenutačno nije dostupno',
  'banksearch.overlay.failedText':
    'Pretraživanje poslovnica trenutačno se nije moglo otvoriti. Pokušajte ponovno kasnije.',
};

const it: Complete = {
  'banksearch.overlay.failedTitle': 'Ricerca filiali momentaneamente non disponibile',
  'banksearch.overlay.failedText':
    'Non è stato possibile aprire la ricerca filiali in questo momento. Riprovi più tardi.',
};

const sl: Complete = {
  'banksearch.overlay.failedTitle': 'Iskanje poslovalnic trenutno ni na voljo',
  'banksearch.overlay.failedText':
    'Iskanja poslovalnic trenutno ni bilo mogoče odpreti. Poskusite znova pozneje.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
