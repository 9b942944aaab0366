import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the location search (main and footer variant). German first.
const de = {
  'banksearch.locationSearch.label': 'Bankstelle in Ihrer Nähe finden',
  'banksearch.locationSearch.geolocate': 'Mein Standort',
  'banksearch.locationSearch.or': 'oder',
  'banksearch.locationSearch.inputLabel': 'Ort, Postleitzahl oder Adresse',
  'banksearch.locationSearch.placeholder': 'Ort oder PLZ eingeben',
  'banksearch.locationSearch.submit': 'Suchen',
  'banksearch.locationSearch.forward': 'OK',
  'banksearch.locationSearch.change': 'Bank ändern',
  'banksearch.locationSearch.yourBranch': 'Ihre Filiale: {name}',
  'banksearch.locationSearch.locating': 'Ihr Standort wird ermittelt …',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.locationSearch.label': 'Find a branch near you',
  'banksearch.locationSearch.geolocate': 'My location',
  'banksearch.locationSearch.or': 'or',
  'banksearch.locationSearch.inputLabel': 'Town, postcode or address',
  'banksearch.locationSearch.placeholder': 'Enter a town or postcode',
  'banksearch.locationSearch.submit': 'Search',
  'banksearch.locationSearch.forward': 'OK',
  'banksearch.locationSearch.change': 'Change bank',
  'banksearch.locationSearch.yourBranch': 'Your branch: {name}',
  'banksearch.locationSearch.locating': 'Finding your location …',
};

const fr: Partial<Complete> = {
  'banksearch.locationSearch.geolocate': 'Ma position',
  'banksearch.locationSearch.or': 'ou',
  'banksearch.locationSearch.submit': 'Rechercher',
  'banksearch.locationSearch.forward': 'OK',
  'banksearch.locationSearch.change': 'Changer de banque',
};

const hr: Complete = {
  'banksearch.locationSearch.label': 'Pronađite poslovnicu u blizini',
  'banksearch.locationSearch.geolocate': 'Moja lokacija',
  'banksearch.locationSearch.or': 'ili',
  'banksearch.locationSearch.inputLabel': 'Mjesto, poštanski broj ili adresa',
  'banksearch.locationSearch.placeholder': 'Unesite mjesto ili poštanski broj',
  'banksearch.locationSearch.submit': 'Traži',
  'banksearch.locationSearch.forward': 'U redu',
  'banksearch.locationSearch.change': 'Promijeni banku',
  'banksearch.locationSearch.yourBranch': 'Vaša poslovnica: {name}',
  'banksearch.locationSearch.locating': 'Određujemo vašu lokaciju …',
};

const it: Complete = {
  'banksearch.locationSearch.label': 'Trovi una filiale vicino a lei',
  'banksearch.locationSearch.geolocate': 'La mia posizione',
  'banksearch.locationSearch.or': 'oppure',
  'banksearch.locationSearch.inputLabel': 'Località, codice postale o indirizzo',
  'banksearch.locationSearch.placeholder': 'Inserisca località o CAP',
  'banksearch.locationSearch.submit': 'Cerca',
  'banksearch.locationSearch.forward': 'OK',
  'banksearch.locationSearch.change': 'Cambia banca',
  'banksearch.locationSearch.yourBranch': 'La sua filiale: {name}',
  'banksearch.locationSearch.locating': 'Stiamo determinando la sua posizione …',
};

const sl: Complete = {
  'banksearch.locationSearch.label': 'Poiščite poslovalnico v bližini',
  'banksearch.locationSearch.geolocate': 'Moja lokacija',
  'banksearch.locationSearch.or': 'ali',
  'banksearch.locationSearch.inputLabel': 'Kraj, poštna številka ali naslov',
  'banksearch.locationSearch.placeholder': 'Vnesite kraj ali poštno številko',
  'banksearch.locationSearch.submit': 'Išči',
  'banksearch.locationSearch.forward': 'V redu',
  'banksearch.locationSearch.change': 'Zamenjaj banko',
  'banksearch.locationSearch.yourBranch': 'Vaša poslovalnica: {name}',
  'banksearch.locationSearch.locating': 'Določamo vašo lokacijo …',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
