import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.siteSearch.label': 'Suchbegriff',
  'chrome.siteSearch.placeholder': 'Suchen …',
  'chrome.siteSearch.submit': 'Suchen',
  'chrome.siteSearch.open': 'Suche öffnen',
  'chrome.siteSearch.close': 'Suche schließen',
  'chrome.siteSearch.suggestions': 'Suchvorschläge',
  'chrome.siteSearch.noResults': 'Keine passenden Vorschläge – drücken Sie Enter für alle Treffer.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.siteSearch.label': 'Search term',
  'chrome.siteSearch.placeholder': 'Search …',
  'chrome.siteSearch.submit': 'Search',
  'chrome.siteSearch.open': 'Open search',
  'chrome.siteSearch.close': 'Close search',
  'chrome.siteSearch.suggestions': 'Search suggestions',
  'chrome.siteSearch.noResults': 'No matching suggestions – press Enter for all results.',
};

const fr: Partial<Complete> = {
  'chrome.siteSearch.label': 'Terme de recherche',
  'chrome.siteSearch.placeholder': 'Rechercher …',
  'chrome.siteSearch.submit': 'Rechercher',
  'chrome.siteSearch.open': 'Ouvrir la recherche',
  'chrome.siteSearch.close': 'Fermer la recherche',
  'chrome.siteSearch.suggestions': 'Suggestions',
  'chrome.siteSearch.noResults': 'Aucune suggestion – appuyez sur Entrée pour tous les résultats.',
};

const hr: Complete = {
  'chrome.siteSearch.label': 'Pojam za pretraživanje',
  'chrome.siteSearch.placeholder': 'Traži …',
  'chrome.siteSearch.submit': 'Traži',
  'chrome.siteSearch.open': 'Otvori pretraživanje',
  'chrome.siteSearch.close': 'Zatvori pretraživanje',
  'chrome.siteSearch.suggestions': 'Prijedlozi',
  'chrome.siteSearch.noResults': 'Nema prijedloga – pritisnite Enter za sve rezultate.',
};

const it: Complete = {
  'chrome.siteSearch.label': 'Termine di ricerca',
  'chrome.siteSearch.placeholder': 'Cerca …',
  'chrome.siteSearch.submit': 'Cerca',
  'chrome.siteSearch.open': 'Apri la ricerca',
  'chrome.siteSearch.close': 'Chiudi la ricerca',
  'chrome.siteSearch.suggestions': 'Suggerimenti',
  'chrome.siteSearch.noResults': 'Nessun suggerimento – premete Invio per tutti i risultati.',
};

const sl: Complete = {
  'chrome.siteSearch.label': 'Iskalni niz',
  'chrome.siteSearch.placeholder': 'Išči …',
  'chrome.siteSearch.submit': 'Išči',
  'chrome.siteSearch.open': 'Odpri iskanje',
  'chrome.siteSearch.close': 'Zapri iskanje',
  'chrome.siteSearch.suggestions': 'Predlogi',
  'chrome.siteSearch.noResults': 'Ni predlogov – pritisnite Enter za vse zadetke.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
