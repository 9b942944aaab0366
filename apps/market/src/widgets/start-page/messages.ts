import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'market.startPage.indices': 'Indizes',
  'market.startPage.topFlop': 'Tops und Flops im {index}',
  'market.startPage.top': 'Tops',
  'market.startPage.flop': 'Flops',
  'market.startPage.topFlopError': 'Tops und Flops können derzeit nicht geladen werden.',
  'market.startPage.topFlopEmpty': 'Für den {index} gibt es keine Tops und Flops.',
  'market.startPage.symbolLists': 'Kurslisten',
  'market.startPage.symbolsError': 'Die Kurslisten können derzeit nicht geladen werden.',
  'market.startPage.symbolsEmpty': 'Keine Werte verfügbar.',
  'market.startPage.retry': 'Erneut versuchen',
  'market.search.heading': 'Wertpapiersuche',
  'market.search.label': 'Aktie, Fonds oder Index',
  'market.search.placeholder': 'Name, Kürzel oder ISIN',
  'market.search.submit': 'Suchen',
  'market.search.newTab': '(öffnet in neuem Tab)',
  'market.search.suggestions': 'Suchvorschläge',
  'market.search.noSuggestions': 'Keine passenden Wertpapiere',
  'market.search.failed':
    'Die Suche ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
  'market.search.ticker': 'Kürzel {ticker}',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'market.startPage.indices': 'Indices',
  'market.startPage.topFlop': 'Tops and flops in the {index}',
  'market.startPage.top': 'Tops',
  'market.startPage.flop': 'Flops',
  'market.startPage.topFlopError': 'Tops and flops cannot be loaded at the moment.',
  'market.startPage.topFlopEmpty': 'There are no tops and flops for the {index}.',
  'market.startPage.symbolLists': 'Price lists',
  'market.startPage.symbolsError': 'The price lists cannot be loaded at the moment.',
  'market.startPage.symbolsEmpty': 'No values available.',
  'market.startPage.retry': 'Try again',
  'market.search.heading': 'Securities search',
  'market.search.label': 'Share, fund or index',
  'market.search.placeholder': 'Name, ticker or ISIN',
  'market.search.submit': 'Search',
  'market.search.newTab': '(opens in a new tab)',
  'market.search.suggestions': 'Search suggestions',
  'market.search.noSuggestions': 'No matching securities',
  'market.search.failed': 'Search is not possible at the moment. Please try again later.',
  'market.search.ticker': 'Ticker {ticker}',
};

const hr: Complete = {
  'market.startPage.indices': 'Indeksi',
  'market.startPage.topFlop': 'Najbolji i najlošiji u indeksu {index}',
  'market.startPage.top': 'Najbolji',
  'market.startPage.flop': 'Najlošiji',
  'market.startPage.topFlopError': 'Najbolji i najlošiji trenutačno se ne mogu učitati.',
  'market.startPage.topFlopEmpty': 'Za {index} nema najboljih i najlošijih.',
  'market.startPage.symbolLists': 'Tečajne liste',
  'market.startPage.symbolsError': 'Tečajne liste trenutačno se ne mogu učitati.',
  'market.startPage.symbolsEmpty': 'Nema dostupnih vrijednosti.',
  'market.startPage.retry': 'Pokušaj ponovno',
  'market.search.heading': 'Pretraživanje vrijednosnih papira',
  'market.search.label': 'Dionica, fond ili indeks',
  'market.search.placeholder': 'Naziv, oznaka ili ISIN',
  'market.search.submit': 'Traži',
  'market.search.newTab': '(otvara se u novoj kartici)',
  'market.search.suggestions': 'Prijedlozi pretraživanja',
  'market.search.noSuggestions': 'Nema odgovarajućih vrijednosnih papira',
  'market.search.failed': 'Pretraživanje trenutačno nije moguće. Molimo pokušajte ponovno kasnije.',
  'market.search.ticker': 'Oznaka {ticker}',
};

const it: Complete = {
  'market.startPage.indices': 'Indici',
  'market.startPage.topFlop': 'Migliori e peggiori del {index}',
  'market.startPage.top': 'Migliori',
  'market.startPage.flop': 'Peggiori',
  'market.startPage.topFlopError': 'Al momento non è possibile caricare migliori e peggiori.',
  'market.startPage.topFlopEmpty': 'Per il {index} non ci sono migliori e peggiori.',
  'market.startPage.symbolLists': 'Listini',
  'market.startPage.symbolsError': 'Al momento non è possibile caricare i listini.',
  'market.startPage.symbolsEmpty': 'Nessun valore disponibile.',
  'market.startPage.retry': 'Riprova',
  'market.search.heading': 'Ricerca titoli',
  'market.search.label': 'Azione, fondo o indice',
  'market.search.placeholder': 'Nome, sigla o ISIN',
  'market.search.submit': 'Cerca',
  'market.search.newTab': '(si apre in una nuova scheda)',
  'market.search.suggestions': 'Suggerimenti di ricerca',
  'market.search.noSuggestions': 'Nessun titolo corrispondente',
  'market.search.failed': 'Al momento la ricerca non è possibile. Riprovi più tardi.',
  'market.search.ticker': 'Sigla {ticker}',
};

const sl: Complete = {
  'market.startPage.indices': 'Indeksi',
  'market.startPage.topFlop': 'Najboljši in najslabši v indeksu {index}',
  'market.startPage.top': 'Najboljši',
  'market.startPage.flop': 'Najslabši',
  'market.startPage.topFlopError': 'Najboljših in najslabših trenutno ni mogoče naložiti.',
  'market.startPage.topFlopEmpty': 'Za {index} ni najboljših in najslabših.',
  'market.startPage.symbolLists': 'Tečajnice',
  'market.startPage.symbolsError': 'Tečajnic trenutno ni mogoče naložiti.',
  'market.startPage.symbolsEmpty': 'Ni razpoložljivih vrednosti.',
  'market.startPage.retry': 'Poskusi znova',
  'market.search.heading': 'Iskanje vrednostnih papirjev',
  'market.search.label': 'Delnica, sklad ali indeks',
  'market.search.placeholder': 'Ime, oznaka ali ISIN',
  'market.search.submit': 'Išči',
  'market.search.newTab': '(odpre se v novem zavihku)',
  'market.search.suggestions': 'Predlogi iskanja',
  'market.search.noSuggestions': 'Ni ustreznih vrednostnih papirjev',
  'market.search.failed': 'Iskanje trenutno ni mogoče. Poskusite znova pozneje.',
  'market.search.ticker': 'Oznaka {ticker}',
};

// French is partial: missing texts fall back to German.
const fr: Partial<Complete> = {
  'market.startPage.indices': 'Indices',
  'market.startPage.top': 'Hausses',
  'market.startPage.flop': 'Baisses',
  'market.startPage.retry': 'Réessayer',
  'market.search.submit': 'Rechercher',
  'market.search.placeholder': 'Nom, symbole ou ISIN',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
