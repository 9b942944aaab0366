import type { Language } from '../../common/config/app-names';

/** What the CMS writes into the site's header, footer and quickbar (editorial labels). */
export interface ChromeTexts {
  quickAccess: string;
  findBranch: string;
  contact: string;
  blockCard: string;
  jobs: string;
  search: string;
  searchPlaceholder: string;
  searchButton: string;
  login: string;
  menu: string;
  language: string;
  home: string;
  legal: string;
  cookieSettings: string;
  quickbar: string;
  quickbarLocationTitle: string;
  quickbarLocationPlaceholder: string;
}

export const CHROME_TEXTS: Record<Language, ChromeTexts> = {
  de: {
    quickAccess: 'Schnellzugriff',
    findBranch: 'Filiale finden',
    contact: 'Kontakt & Termin',
    blockCard: 'Karte sperren',
    jobs: 'Jobs',
    search: 'Suche',
    searchPlaceholder: 'Suchbegriff',
    searchButton: 'Suchen',
    login: 'Login',
    menu: 'Menü',
    language: 'Sprache',
    home: 'Startseite',
    legal: 'Rechtliches',
    cookieSettings: 'Cookie-Einstellungen',
    quickbar: 'Ihre Bank',
    quickbarLocationTitle: 'Filiale in Ihrer Nähe',
    quickbarLocationPlaceholder: 'Ort oder Postleitzahl',
  },
  en: {
    quickAccess: 'Quick access',
    findBranch: 'Find a branch',
    contact: 'Contact & appointment',
    blockCard: 'Block a card',
    jobs: 'Jobs',
    search: 'Search',
    searchPlaceholder: 'Search term',
    searchButton: 'Search',
    login: 'Login',
    menu: 'Menu',
    language: 'Language',
    home: 'Home page',
    legal: 'Legal',
    cookieSettings: 'Cookie settings',
    quickbar: 'Your bank',
    quickbarLocationTitle: 'A branch near you',
    quickbarLocationPlaceholder: 'Town or postcode',
  },
  fr: {
    quickAccess: 'Accès rapide',
    findBranch: 'Trouver une agence',
    contact: 'Contact & rendez-vous',
    blockCard: 'Bloquer une carte',
    jobs: 'Emplois',
    search: 'Recherche',
    searchPlaceholder: 'Terme de recherche',
    searchButton: 'Rechercher',
    login: 'Connexion',
    menu: 'Menu',
    language: 'Langue',
    home: 'Accueil',
    legal: 'Informations légales',
    cookieSettings: 'Paramètres des cookies',
    quickbar: 'Votre banque',
    quickbarLocationTitle: 'Une agence près de chez vous',
    quickbarLocationPlaceholder: 'Localité ou code postal',
  },
  hr: {
    quickAccess: 'Brzi pristup',
    findBranch: 'Pronađi poslovnicu',
    contact: 'Kontakt i termin',
    blockCard: 'Blokada kartice',
    jobs: 'Poslovi',
    search: 'Pretraživanje',
    searchPlaceholder: 'Pojam za pretraživanje',
    searchButton: 'Traži',
    login: 'Prijava',
    menu: 'Izbornik',
    language: 'Jezik',
    home: 'Početna stranica',
    legal: 'Pravne informacije',
    cookieSettings: 'Postavke kolačića',
    quickbar: 'Vaša banka',
    quickbarLocationTitle: 'Poslovnica u vašoj blizini',
    quickbarLocationPlaceholder: 'Mjesto ili poštanski broj',
  },
  it: {
    quickAccess: 'Accesso rapido',
    findBranch: 'Trova una filiale',
    contact: 'Contatto e appuntamento',
    blockCard: 'Bloccare la carta',
    jobs: 'Lavoro',
    search: 'Ricerca',
    searchPlaceholder: 'Termine di ricerca',
    searchButton: 'Cerca',
    login: 'Accedi',
    menu: 'Menu',
    language: 'Lingua',
    home: 'Pagina iniziale',
    legal: 'Note legali',
    cookieSettings: 'Impostazioni cookie',
    quickbar: 'La vostra banca',
    quickbarLocationTitle: 'Una filiale vicino a voi',
    quickbarLocationPlaceholder: 'Località o CAP',
  },
  sl: {
    quickAccess: 'Hitri dostop',
    findBranch: 'Poišči poslovalnico',
    contact: 'Kontakt in termin',
    blockCard: 'Blokada kartice',
    jobs: 'Zaposlitve',
    search: 'Iskanje',
    searchPlaceholder: 'Iskalni niz',
    searchButton: 'Išči',
    login: 'Prijava',
    menu: 'Meni',
    language: 'Jezik',
    home: 'Domača stran',
    legal: 'Pravna obvestila',
    cookieSettings: 'Nastavitve piškotkov',
    quickbar: 'Vaša banka',
    quickbarLocationTitle: 'Poslovalnica v vaši bližini',
    quickbarLocationPlaceholder: 'Kraj ali poštna številka',
  },
};

/** The quick access links of the header and the quickbar. */
export const quickLinks = (language: Language) => {
  const text = CHROME_TEXTS[language];
  return [
    { label: text.findBranch, href: `/${language}/banksearch.html`, icon: 'branch' },
    { label: text.contact, href: `/${language}/forms.html`, icon: 'contact' },
    {
      label: text.blockCard,
      href: `/${language}/privatkunden/online-banking/karte-sperren.html`,
      icon: 'card',
    },
    { label: text.jobs, href: `/${language}/karriere/jobs/offene-stellen.html`, icon: 'jobs' },
  ] as const;
};
