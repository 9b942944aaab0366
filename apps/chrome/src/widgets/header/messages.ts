import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.header.menu': 'Menü',
  'chrome.header.closeMenu': 'Menü schließen',
  'chrome.header.back': 'Zurück',
  'chrome.header.backTo': 'Zurück zu {section}',
  'chrome.header.overview': 'Alles zu {section}',
  'chrome.header.login': 'Login',
  'chrome.header.loggedInAs': 'Angemeldet als {name}',
  'chrome.header.logout': 'Abmelden',
  'chrome.header.loggedOut': 'Sie wurden abgemeldet.',
  'chrome.header.quickAccess': 'Schnellzugriff',
  'chrome.header.language': 'Sprache',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.header.menu': 'Menu',
  'chrome.header.closeMenu': 'Close menu',
  'chrome.header.back': 'Back',
  'chrome.header.backTo': 'Back to {section}',
  'chrome.header.overview': 'All about {section}',
  'chrome.header.login': 'Login',
  'chrome.header.loggedInAs': 'Logged in as {name}',
  'chrome.header.logout': 'Log out',
  'chrome.header.loggedOut': 'You have been logged out.',
  'chrome.header.quickAccess': 'Quick access',
  'chrome.header.language': 'Language',
};

const fr: Complete = {
  'chrome.header.menu': 'Menu',
  'chrome.header.closeMenu': 'Fermer le menu',
  'chrome.header.back': 'Retour',
  'chrome.header.backTo': 'Retour à {section}',
  'chrome.header.overview': 'Tout sur {section}',
  'chrome.header.login': 'Connexion',
  'chrome.header.loggedInAs': 'Connecté en tant que {name}',
  'chrome.header.logout': 'Se déconnecter',
  'chrome.header.loggedOut': 'Vous avez été déconnecté.',
  'chrome.header.quickAccess': 'Accès rapide',
  'chrome.header.language': 'Langue',
};

const hr: Complete = {
  'chrome.header.menu': 'Izbornik',
  'chrome.header.closeMenu': 'Zatvori izbornik',
  'chrome.header.back': 'Natrag',
  'chrome.header.backTo': 'Natrag na {section}',
  'chrome.header.overview': 'Sve o temi {section}',
  'chrome.header.login': 'Prijava',
  'chrome.header.loggedInAs': 'Prijavljeni kao {name}',
  'chrome.header.logout': 'Odjava',
  'chrome.header.loggedOut': 'Odjavljeni ste.',
  'chrome.header.quickAccess': 'Brzi pristup',
  'chrome.header.language': 'Jezik',
};

const it: Complete = {
  'chrome.header.menu': 'Menu',
  'chrome.header.closeMenu': 'Chiudi il menu',
  'chrome.header.back': 'Indietro',
  'chrome.header.backTo': 'Indietro a {section}',
  'chrome.header.overview': 'Tutto su {section}',
  'chrome.header.login': 'Accedi',
  'chrome.header.loggedInAs': 'Connesso come {name}',
  'chrome.header.logout': 'Esci',
  'chrome.header.loggedOut': 'Siete stati disconnessi.',
  'chrome.header.quickAccess': 'Accesso rapido',
  'chrome.header.language': 'Lingua',
};

const sl: Complete = {
  'chrome.header.menu': 'Meni',
  'chrome.header.closeMenu': 'Zapri meni',
  'chrome.header.back': 'Nazaj',
  'chrome.header.backTo': 'Nazaj na {section}',
  'chrome.header.overview': 'Vse o {section}',
  'chrome.header.login': 'Prijava',
  'chrome.header.loggedInAs': 'Prijavljeni kot {name}',
  'chrome.header.logout': 'Odjava',
  'chrome.header.loggedOut': 'Odjavljeni ste.',
  'chrome.header.quickAccess': 'Hitri dostop',
  'chrome.header.language': 'Jezik',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
