import type { MessageCatalogue } from '@ctb/shared/runtime';

// The branch search's error texts (SPEC: no entries with the query, BANKSEARCH_ERROR_MESSAGE,
// LOCATIONSEARCH_ERROR), shared by the search panel and the location search (so every widget that
// shows either lists them). German first.
const de = {
  'banksearch.error.noEntries': 'Für „{query}“ wurden keine Einträge gefunden.',
  'banksearch.error.noEntriesDescription':
    'Bitte prüfen Sie die Schreibweise oder suchen Sie nach einem anderen Ort, einer Postleitzahl oder einer Adresse in Österreich.',
  'banksearch.error.generic': 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'banksearch.error.location': 'Es ist nicht möglich Ihren Standort zu ermitteln.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.error.noEntries': 'No entries were found for “{query}”.',
  'banksearch.error.noEntriesDescription':
    'Please check the spelling or search for another town, postcode or address in Austria.',
  'banksearch.error.generic': 'Unfortunately an error occurred. Please try again.',
  'banksearch.error.location': 'It is not possible to determine your location.',
};

const fr: Partial<Complete> = {
  'banksearch.error.generic': 'Une erreur s’est malheureusement produite. Veuillez réessayer.',
  'banksearch.error.location': 'Impossible de déterminer votre position.',
};

const hr: Complete = {
  'banksearch.error.noEntries': 'Za „{query}” nisu pronađeni unosi.',
  'banksearch.error.noEntriesDescription':
    'Provjerite pravopis ili potražite drugo mjesto, poštanski broj ili adresu u Austriji.',
  'banksearch.error.generic': 'Nažalost, došlo je do pogreške. Pokušajte ponovno.',
  'banksearch.error.location': 'Nije moguće odrediti vašu lokaciju.',
};

const it: Complete = {
  'banksearch.error.noEntries': 'Nessun risultato trovato per «{query}».',
  'banksearch.error.noEntriesDescription':
    'Controlli l’ortografia o cerchi un’altra località, un altro codice postale o un altro indirizzo in Austria.',
  'banksearch.error.generic': 'Purtroppo si è verificato un errore. La preghiamo di riprovare.',
  'banksearch.error.location': 'Non è possibile determinare la sua posizione.',
};

const sl: Complete = {
  'banksearch.error.noEntries': 'Za »{query}« ni bilo najdenih zadetkov.',
  'banksearch.error.noEntriesDescription':
    'Preverite črkovanje ali poiščite drug kraj, poštno številko ali naslov v Avstriji.',
  'banksearch.error.generic': 'Žal je prišlo do napake. Poskusite znova.',
  'banksearch.error.location': 'Vaše lokacije ni mogoče določiti.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
