import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'lists.teaserSlider.defaultLabel': 'Beiträge',
  'lists.teaserSlider.carousel': 'Karussell',
  'lists.teaserSlider.previous': 'Vorherige Beiträge',
  'lists.teaserSlider.next': 'Nächste Beiträge',
  'lists.teaserSlider.visibleRange':
    '{first, number} bis {last, number} von {total, number} Beiträgen angezeigt',
  'lists.teaserSlider.visibleOne': '{first, number} von {total, number} Beiträgen angezeigt',
  'lists.teaserSlider.loading': 'Beiträge werden geladen …',
  'lists.teaserSlider.empty': 'Derzeit gibt es hier keine Beiträge.',
  'lists.teaserSlider.newTab': '(öffnet in einem neuen Tab)',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.teaserSlider.defaultLabel': 'Articles',
  'lists.teaserSlider.carousel': 'carousel',
  'lists.teaserSlider.previous': 'Previous articles',
  'lists.teaserSlider.next': 'Next articles',
  'lists.teaserSlider.visibleRange':
    'Showing {first, number} to {last, number} of {total, number} articles',
  'lists.teaserSlider.visibleOne': 'Showing {first, number} of {total, number} articles',
  'lists.teaserSlider.loading': 'Loading articles …',
  'lists.teaserSlider.empty': 'There are no articles here at the moment.',
  'lists.teaserSlider.newTab': '(opens in a new tab)',
};

const hr: Complete = {
  'lists.teaserSlider.defaultLabel': 'Članci',
  'lists.teaserSlider.carousel': 'vrtuljak',
  'lists.teaserSlider.previous': 'Prethodni članci',
  'lists.teaserSlider.next': 'Sljedeći članci',
  'lists.teaserSlider.visibleRange':
    'Prikazano {first, number} do {last, number} od {total, number} članaka',
  'lists.teaserSlider.visibleOne': 'Prikazano {first, number} od {total, number} članaka',
  'lists.teaserSlider.loading': 'Članci se učitavaju …',
  'lists.teaserSlider.empty': 'Trenutačno ovdje nema članaka.',
  'lists.teaserSlider.newTab': '(otvara se u novoj kartici)',
};

const it: Complete = {
  'lists.teaserSlider.defaultLabel': 'Articoli',
  'lists.teaserSlider.carousel': 'carosello',
  'lists.teaserSlider.previous': 'Articoli precedenti',
  'lists.teaserSlider.next': 'Articoli successivi',
  'lists.teaserSlider.visibleRange':
    'Articoli da {first, number} a {last, number} di {total, number}',
  'lists.teaserSlider.visibleOne': 'Articolo {first, number} di {total, number}',
  'lists.teaserSlider.loading': 'Caricamento degli articoli …',
  'lists.teaserSlider.empty': 'Al momento non ci sono articoli.',
  'lists.teaserSlider.newTab': '(si apre in una nuova scheda)',
};

const sl: Complete = {
  'lists.teaserSlider.defaultLabel': 'Prispevki',
  'lists.teaserSlider.carousel': 'vrtiljak',
  'lists.teaserSlider.previous': 'Prejšnji prispevki',
  'lists.teaserSlider.next': 'Naslednji prispevki',
  'lists.teaserSlider.visibleRange':
    'Prikazani prispevki od {first, number} do {last, number} od {total, number}',
  'lists.teaserSlider.visibleOne': 'Prikazan prispevek {first, number} od {total, number}',
  'lists.teaserSlider.loading': 'Prispevki se nalagajo …',
  'lists.teaserSlider.empty': 'Trenutno tukaj ni prispevkov.',
  'lists.teaserSlider.newTab': '(odpre se v novem zavihku)',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'lists.teaserSlider.previous': 'Articles précédents',
  'lists.teaserSlider.next': 'Articles suivants',
  'lists.teaserSlider.newTab': '(s’ouvre dans un nouvel onglet)',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
