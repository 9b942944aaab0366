import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.comparisonTable.previous': 'Vorheriges Produkt',
  'chrome.comparisonTable.next': 'Nächstes Produkt',
  'chrome.comparisonTable.shownRange':
    'Produkte {first, number} bis {last, number} von {total, number}',
  'chrome.comparisonTable.shownOne': 'Produkt {first, number} von {total, number}',
  'chrome.comparisonTable.feature': 'Leistung',
  'chrome.comparisonTable.yes': 'Ja',
  'chrome.comparisonTable.no': 'Nein',
  'chrome.comparisonTable.action': 'Zum Produkt',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.comparisonTable.previous': 'Previous product',
  'chrome.comparisonTable.next': 'Next product',
  'chrome.comparisonTable.shownRange':
    'Products {first, number} to {last, number} of {total, number}',
  'chrome.comparisonTable.shownOne': 'Product {first, number} of {total, number}',
  'chrome.comparisonTable.feature': 'Feature',
  'chrome.comparisonTable.yes': 'Yes',
  'chrome.comparisonTable.no': 'No',
  'chrome.comparisonTable.action': 'To the product',
};

const hr: Complete = {
  'chrome.comparisonTable.previous': 'Prethodni proizvod',
  'chrome.comparisonTable.next': 'Sljedeći proizvod',
  'chrome.comparisonTable.shownRange':
    'Proizvodi {first, number} do {last, number} od {total, number}',
  'chrome.comparisonTable.shownOne': 'Proizvod {first, number} od {total, number}',
  'chrome.comparisonTable.feature': 'Usluga',
  'chrome.comparisonTable.yes': 'Da',
  'chrome.comparisonTable.no': 'Ne',
  'chrome.comparisonTable.action': 'Na proizvod',
};

const it: Complete = {
  'chrome.comparisonTable.previous': 'Prodotto precedente',
  'chrome.comparisonTable.next': 'Prodotto successivo',
  'chrome.comparisonTable.shownRange':
    'Prodotti da {first, number} a {last, number} di {total, number}',
  'chrome.comparisonTable.shownOne': 'Prodotto {first, number} di {total, number}',
  'chrome.comparisonTable.feature': 'Prestazione',
  'chrome.comparisonTable.yes': 'Sì',
  'chrome.comparisonTable.no': 'No',
  'chrome.comparisonTable.action': 'Al prodotto',
};

const sl: Complete = {
  'chrome.comparisonTable.previous': 'Prejšnji izdelek',
  'chrome.comparisonTable.next': 'Naslednji izdelek',
  'chrome.comparisonTable.shownRange':
    'Izdelki od {first, number} do {last, number} od {total, number}',
  'chrome.comparisonTable.shownOne': 'Izdelek {first, number} od {total, number}',
  'chrome.comparisonTable.feature': 'Storitev',
  'chrome.comparisonTable.yes': 'Da',
  'chrome.comparisonTable.no': 'Ne',
  'chrome.comparisonTable.action': 'K izdelku',
};

const fr: Partial<Complete> = {
  'chrome.comparisonTable.previous': 'Produit précédent',
  'chrome.comparisonTable.next': 'Produit suivant',
  'chrome.comparisonTable.yes': 'Oui',
  'chrome.comparisonTable.no': 'Non',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
