import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the branch search panel (search box, buttons, filters). German first.
const de = {
  'banksearch.searchPanel.label': 'Bankstellensuche',
  'banksearch.searchPanel.inputLabel': 'Ort, Postleitzahl oder Adresse',
  'banksearch.searchPanel.placeholder': 'z. B. Graz oder 8010',
  'banksearch.searchPanel.submit': 'Suchen',
  'banksearch.searchPanel.abort': 'Suche abbrechen',
  'banksearch.searchPanel.myLocation': 'Mein Standort',
  'banksearch.searchPanel.description':
    'Geben Sie einen Ort, eine Postleitzahl oder eine Adresse ein oder verwenden Sie Ihren Standort, um Bankstellen in Ihrer Nähe zu finden.',
  'banksearch.searchPanel.filters': 'Filter',
  'banksearch.searchPanel.filtersWithCount': 'Filter ({count} gewählt)',
  'banksearch.searchPanel.closeFilters': 'Filter schließen',
  'banksearch.searchPanel.filtersUnavailable': 'Die Filter können gerade nicht geladen werden.',
  'banksearch.searchPanel.locating': 'Ihr Standort wird ermittelt …',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.searchPanel.label': 'Branch search',
  'banksearch.searchPanel.inputLabel': 'Town, postcode or address',
  'banksearch.searchPanel.placeholder': 'e.g. Graz or 8010',
  'banksearch.searchPanel.submit': 'Search',
  'banksearch.searchPanel.abort': 'Cancel search',
  'banksearch.searchPanel.myLocation': 'My location',
  'banksearch.searchPanel.description':
    'Enter a town, postcode or address, or use your location, to find branches near you.',
  'banksearch.searchPanel.filters': 'Filters',
  'banksearch.searchPanel.filtersWithCount': 'Filters ({count} chosen)',
  'banksearch.searchPanel.closeFilters': 'Close filters',
  'banksearch.searchPanel.filtersUnavailable': 'The filters cannot be loaded right now.',
  'banksearch.searchPanel.locating': 'Finding your location …',
};

const fr: Partial<Complete> = {
  'banksearch.searchPanel.label': 'Recherche d’agences',
  'banksearch.searchPanel.submit': 'Rechercher',
  'banksearch.searchPanel.myLocation': 'Ma position',
  'banksearch.searchPanel.filters': 'Filtres',
  'banksearch.searchPanel.closeFilters': 'Fermer les filtres',
};

const hr: Complete = {
  'banksearch.searchPanel.label': 'Pretraživanje poslovnica',
  'banksearch.searchPanel.inputLabel': 'Mjesto, poštanski broj ili adresa',
  'banksearch.searchPanel.placeholder': 'npr. Graz ili 8010',
  'banksearch.searchPanel.submit': 'Traži',
  'banksearch.searchPanel.abort': 'Prekini pretraživanje',
  'banksearch.searchPanel.myLocation': 'Moja lokacija',
  'banksearch.searchPanel.description':
    'Unesite mjesto, poštanski broj ili adresu ili upotrijebite svoju lokaciju kako biste pronašli poslovnice u blizini.',
  'banksearch.searchPanel.filters': 'Filtri',
  'banksearch.searchPanel.filtersWithCount': 'Filtri (odabrano: {count})',
  'banksearch.searchPanel.closeFilters': 'Zatvori filtre',
  'banksearch.searchPanel.filtersUnavailable': 'Filtre trenutačno nije moguće učitati.',
  'banksearch.searchPanel.locating': 'Određujemo vašu lokaciju …',
};

const it: Complete = {
  'banksearch.searchPanel.label': 'Ricerca filiali',
  'banksearch.searchPanel.inputLabel': 'Località, codice postale o indirizzo',
  'banksearch.searchPanel.placeholder': 'p. es. Graz o 8010',
  'banksearch.searchPanel.submit': 'Cerca',
  'banksearch.searchPanel.abort': 'Annulla ricerca',
  'banksearch.searchPanel.myLocation': 'La mia posizione',
  'banksearch.searchPanel.description':
    'Inserisca una località, un codice postale o un indirizzo oppure usi la sua posizione per trovare le filiali vicine.',
  'banksearch.searchPanel.filters': 'Filtri',
  'banksearch.searchPanel.filtersWithCount': 'Filtri ({count} selezionati)',
  'banksearch.searchPanel.closeFilters': 'Chiudi filtri',
  'banksearch.searchPanel.filtersUnavailable': 'Al momento non è possibile caricare i filtri.',
  'banksearch.searchPanel.locating': 'Stiamo determinando la sua posizione …',
};

const sl: Complete = {
  'banksearch.searchPanel.label': 'Iskanje poslovalnic',
  'banksearch.searchPanel.inputLabel': 'Kraj, poštna številka ali naslov',
  'banksearch.searchPanel.placeholder': 'npr. Graz ali 8010',
  'banksearch.searchPanel.submit': 'Išči',
  'banksearch.searchPanel.abort': 'Prekliči iskanje',
  'banksearch.searchPanel.myLocation': 'Moja lokacija',
  'banksearch.searchPanel.description':
    'Vnesite kraj, poštno številko ali naslov ali uporabite svojo lokacijo, da najdete poslovalnice v bližini.',
  'banksearch.searchPanel.filters': 'Filtri',
  'banksearch.searchPanel.filtersWithCount': 'Filtri (izbranih: {count})',
  'banksearch.searchPanel.closeFilters': 'Zapri filtre',
  'banksearch.searchPanel.filtersUnavailable': 'Filtrov trenutno ni mogoče naložiti.',
  'banksearch.searchPanel.locating': 'Določamo vašo lokacijo …',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
