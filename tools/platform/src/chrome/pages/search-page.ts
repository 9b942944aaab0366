import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import type { SearchHit } from '../data/site-index';

interface SearchTexts {
  title: string;
  lead: string;
  label: string;
  button: string;
  pages: string;
  news: string;
  faq: string;
  count: (count: number, term: string) => string;
  /** SPEC's no-results message */
  noResults: (term: string) => string;
  noTerm: string;
  listsUnavailable: string;
}

export const SEARCH_TEXTS: Record<Language, SearchTexts> = {
  de: {
    title: 'Suche',
    lead: 'Durchsuchen Sie unsere Seiten, News und häufigen Fragen.',
    label: 'Suchbegriff',
    button: 'Suchen',
    pages: 'Seiten',
    news: 'News',
    faq: 'Häufige Fragen',
    count: (count, term) => `${count} ${count === 1 ? 'Treffer' : 'Treffer'} für „${term}“`,
    noResults: (term) => `Ihr Suchbegriff "${term}" ergab keine Treffer.`,
    noTerm: 'Bitte geben Sie einen Suchbegriff ein.',
    listsUnavailable: 'News und häufige Fragen können gerade nicht durchsucht werden.',
  },
  en: {
    title: 'Search',
    lead: 'Search our pages, news and frequently asked questions.',
    label: 'Search term',
    button: 'Search',
    pages: 'Pages',
    news: 'News',
    faq: 'FAQ',
    count: (count, term) => `${count} ${count === 1 ? 'result' : 'results'} for “${term}”`,
    noResults: (term) => `Your search "${term}" did not return any results.`,
    noTerm: 'Please enter a search term.',
    listsUnavailable: 'News and FAQ cannot be searched right now.',
  },
  fr: {
    title: 'Recherche',
    lead: 'Recherchez dans nos pages, actualités et questions fréquentes.',
    label: 'Terme de recherche',
    button: 'Rechercher',
    pages: 'Pages',
    news: 'Actualités',
    faq: 'Questions fréquentes',
    count: (count, term) => `${count} ${count === 1 ? 'résultat' : 'résultats'} pour « ${term} »`,
    noResults: (term) => `Votre recherche « ${term} » n’a donné aucun résultat.`,
    noTerm: 'Veuillez saisir un terme de recherche.',
    listsUnavailable: 'Les actualités et la FAQ ne peuvent pas être consultées pour le moment.',
  },
  hr: {
    title: 'Pretraživanje',
    lead: 'Pretražite naše stranice, novosti i česta pitanja.',
    label: 'Pojam za pretraživanje',
    button: 'Traži',
    pages: 'Stranice',
    news: 'Novosti',
    faq: 'Česta pitanja',
    count: (count, term) => `${count} rezultata za „${term}”`,
    noResults: (term) => `Vaš pojam "${term}" nije dao rezultate.`,
    noTerm: 'Unesite pojam za pretraživanje.',
    listsUnavailable: 'Novosti i česta pitanja trenutačno se ne mogu pretraživati.',
  },
  it: {
    title: 'Ricerca',
    lead: 'Cercate nelle nostre pagine, notizie e domande frequenti.',
    label: 'Termine di ricerca',
    button: 'Cerca',
    pages: 'Pagine',
    news: 'Notizie',
    faq: 'Domande frequenti',
    count: (count, term) => `${count} ${count === 1 ? 'risultato' : 'risultati'} per «${term}»`,
    noResults: (term) => `La ricerca "${term}" non ha prodotto risultati.`,
    noTerm: 'Inserite un termine di ricerca.',
    listsUnavailable: 'Notizie e domande frequenti non sono consultabili al momento.',
  },
  sl: {
    title: 'Iskanje',
    lead: 'Preiščite naše strani, novice in pogosta vprašanja.',
    label: 'Iskalni niz',
    button: 'Išči',
    pages: 'Strani',
    news: 'Novice',
    faq: 'Pogosta vprašanja',
    count: (count, term) => `${count} zadetkov za »${term}«`,
    noResults: (term) => `Vaše iskanje "${term}" ni vrnilo zadetkov.`,
    noTerm: 'Vnesite iskalni niz.',
    listsUnavailable: 'Novic in pogostih vprašanj trenutno ni mogoče preiskati.',
  },
};

export interface SearchResults {
  pages: SearchHit[];
  news: SearchHit[];
  faq: SearchHit[];
  /** the lists services did not answer: news and FAQ are missing */
  listsFailed: boolean;
}

function group(heading: string, hits: SearchHit[]): string {
  if (hits.length === 0) return '';
  const items = hits.map(
    (hit) =>
      `<li class="cms-result"><a class="cms-result__title" href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a><p class="cms-result__subtitle">${escapeHtml(hit.subtitle)}</p>${hit.text ? `<p class="cms-result__text">${escapeHtml(hit.text)}</p>` : ''}</li>`,
  );
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(heading)} (${hits.length})</h2><ol class="cms-results">${items.join('')}</ol></section>`;
}

/** The search results page's content: the form (keeping the term), the count, the groups. */
export function searchPageMain(language: Language, term: string, results?: SearchResults): string {
  const text = SEARCH_TEXTS[language];
  const form = `<form class="cms-search-page" role="search" action="/${language}/suche.html" method="get"><label class="cms-search-page__label" for="search-page-term">${escapeHtml(text.label)}</label><div class="cms-search-page__row"><input class="cms-search-page__input" id="search-page-term" name="q" type="search" value="${escapeHtml(term)}"><button class="cms-button" type="submit">${escapeHtml(text.button)}</button></div></form>`;
  if (!results) return `${form}<p class="cms-copy" role="status">${escapeHtml(text.noTerm)}</p>`;
  const total = results.pages.length + results.news.length + results.faq.length;
  const status = total === 0 ? text.noResults(term) : text.count(total, term);
  const failed = results.listsFailed
    ? `<p class="cms-copy cms-notice" role="note">${escapeHtml(text.listsUnavailable)}</p>`
    : '';
  return [
    form,
    `<p class="cms-copy cms-search-page__status" role="status">${escapeHtml(status)}</p>`,
    failed,
    group(text.pages, results.pages),
    group(text.news, results.news),
    group(text.faq, results.faq),
  ].join('\n');
}
