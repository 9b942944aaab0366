import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'club.loginButton.login': 'Anmelden',
  'club.loginButton.loginLabel': 'Anmelden zum Jugendclub',
  'club.loginButton.loggedInAs': 'Angemeldet als',
  'club.loginButton.logout': 'Abmelden',
  'club.loginButton.loggedOut': 'Sie wurden abgemeldet.',
  'club.loginButton.startFailed': 'Die Anmeldung kann gerade nicht gestartet werden.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'club.loginButton.login': 'Log in',
  'club.loginButton.loginLabel': 'Log in to the youth club',
  'club.loginButton.loggedInAs': 'Logged in as',
  'club.loginButton.logout': 'Log out',
  'club.loginButton.loggedOut': 'You have been logged out.',
  'club.loginButton.startFailed': 'The login cannot be started right now.',
};

const hr: Complete = {
  'club.loginButton.login': 'Prijava',
  'club.loginButton.loginLabel': 'Prijava u klub mladih',
  'club.loginButton.loggedInAs': 'Prijavljeni kao',
  'club.loginButton.logout': 'Odjava',
  'club.loginButton.loggedOut': 'Odjavljeni ste.',
  'club.loginButton.startFailed': 'Prijava se trenutačno ne može pokrenuti.',
};

const it: Complete = {
  'club.loginButton.login': 'Accedi',
  'club.loginButton.loginLabel': 'Accedi al club giovani',
  'club.loginButton.loggedInAs': 'Accesso effettuato come',
  'club.loginButton.logout': 'Esci',
  'club.loginButton.loggedOut': 'Sei uscito.',
  'club.loginButton.startFailed': 'Al momento non è possibile avviare l’accesso.',
};

const sl: Complete = {
  'club.loginButton.login': 'Prijava',
  'club.loginButton.loginLabel': 'Prijava v mladinski klub',
  'club.loginButton.loggedInAs': 'Prijavljeni kot',
  'club.loginButton.logout': 'Odjava',
  'club.loginButton.loggedOut': 'Odjavljeni ste.',
  'club.loginButton.startFailed': 'Prijave trenutno ni mogoče začeti.',
};

// French is only partly translated; the rest falls back to German.
const fr: Partial<Complete> = {
  'club.loginButton.login': 'Se connecter',
  'club.loginButton.logout': 'Se déconnecter',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
