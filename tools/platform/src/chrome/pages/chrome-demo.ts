import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';

interface DemoTexts {
  heading: string;
  intro: string;
  levelThree: string;
  business: string;
  search: string;
  searchTerm: string;
  editMode: string;
  settings: string;
}

const TEXTS: Record<Language, DemoTexts> = {
  de: {
    heading: 'Kopfbereich, Suche und Cookie-Einstellungen',
    intro:
      'Jede Seite trägt Kopfbereich, Navigation, Suche, Sprachwahl, Quickbar und Cookie-Banner. Hier finden Sie jede Variante:',
    levelThree: 'Eine Seite der dritten Ebene (Girokonto)',
    business: 'Firmenkunden: die Quickbar ist dort immer geöffnet',
    search: 'Suchergebnisse für',
    searchTerm: 'Kredit',
    editMode: 'Diese Seite im Bearbeitungsmodus (nichts öffnet sich von selbst)',
    settings: 'Cookie-Einstellungen öffnen',
  },
  en: {
    heading: 'Header, search and cookie settings',
    intro:
      'Every page wears the header, navigation, search, language switch, quickbar and cookie banner. Every variant:',
    levelThree: 'A third-level page (current account)',
    business: 'Business customers: the quickbar is always open there',
    search: 'Search results for',
    searchTerm: 'loan',
    editMode: 'This page in edit mode (nothing opens by itself)',
    settings: 'Open the cookie settings',
  },
  fr: {
    heading: 'En-tête, recherche et paramètres des cookies',
    intro:
      'Chaque page comporte l’en-tête, la navigation, la recherche, le choix de la langue, la quickbar et la bannière cookies. Toutes les variantes :',
    levelThree: 'Une page de troisième niveau (compte courant)',
    business: 'Entreprises : la quickbar y est toujours ouverte',
    search: 'Résultats de recherche pour',
    searchTerm: 'Kredit',
    editMode: 'Cette page en mode édition (rien ne s’ouvre tout seul)',
    settings: 'Ouvrir les paramètres des cookies',
  },
  hr: {
    heading: 'Zaglavlje, pretraživanje i postavke kolačića',
    intro:
      'Svaka stranica ima zaglavlje, navigaciju, pretraživanje, odabir jezika, quickbar i traku za kolačiće. Sve varijante:',
    levelThree: 'Stranica treće razine (tekući račun)',
    business: 'Poslovni klijenti: quickbar je ondje uvijek otvoren',
    search: 'Rezultati pretraživanja za',
    searchTerm: 'Kredit',
    editMode: 'Ova stranica u načinu uređivanja (ništa se ne otvara samo)',
    settings: 'Otvori postavke kolačića',
  },
  it: {
    heading: 'Intestazione, ricerca e impostazioni cookie',
    intro:
      'Ogni pagina ha intestazione, navigazione, ricerca, scelta della lingua, quickbar e banner cookie. Tutte le varianti:',
    levelThree: 'Una pagina di terzo livello (conto corrente)',
    business: 'Clienti aziendali: lì la quickbar è sempre aperta',
    search: 'Risultati di ricerca per',
    searchTerm: 'Kredit',
    editMode: 'Questa pagina in modalità modifica (nulla si apre da solo)',
    settings: 'Aprire le impostazioni cookie',
  },
  sl: {
    heading: 'Glava, iskanje in nastavitve piškotkov',
    intro:
      'Vsaka stran ima glavo, navigacijo, iskanje, izbiro jezika, quickbar in pasico piškotkov. Vse različice:',
    levelThree: 'Stran tretje ravni (transakcijski račun)',
    business: 'Poslovni komitenti: quickbar je tam vedno odprt',
    search: 'Rezultati iskanja za',
    searchTerm: 'Kredit',
    editMode: 'Ta stran v načinu urejanja (nič se ne odpre samo)',
    settings: 'Odpri nastavitve piškotkov',
  },
};

/** The chrome's block on /<lang>/chrome.html: every variant of header, search and consent. */
export function chromeVariants(language: Language): string {
  const text = TEXTS[language];
  const item = (href: string, label: string, attributes = '') =>
    `<li><a href="${escapeHtml(href)}"${attributes}>${escapeHtml(label)}</a></li>`;
  const searchHref = `/${language}/suche.html?q=${encodeURIComponent(text.searchTerm)}`;
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(text.heading)}</h2><p class="cms-copy">${escapeHtml(text.intro)}</p><ul class="cms-link-list">
${item(`/${language}/privatkunden/konto-karte/girokonto.html`, text.levelThree)}
${item(`/${language}/firmenkunden.html`, text.business)}
${item(searchHref, `${text.search} „${text.searchTerm}“`)}
${item(`/${language}/chrome.html?editMode=true`, text.editMode)}
${item(`/${language}/datenschutz.html#cookies`, text.settings, ' data-ctb-consent-settings')}
</ul></section>`;
}
