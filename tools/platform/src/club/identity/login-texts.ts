/** The identity provider's own texts (its login page is not a widget, so not in an app). */
export const LOGIN_LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'] as const;
export type LoginLanguage = (typeof LOGIN_LANGUAGES)[number];

export interface LoginTexts {
  title: string;
  intro: string;
  username: string;
  usernameHint: string;
  password: string;
  submit: string;
  cancel: string;
  wrongCredentials: string;
  missingCredentials: string;
  errorHeading: string;
  testAccounts: string;
  testAccountsNote: string;
  secureNote: string;
  footer: string;
  member: string;
  nonMember: string;
  age: string;
}

const de: LoginTexts = {
  title: 'Anmeldung Jugendclub',
  intro: 'Melden Sie sich mit Ihrer Verfügernummer an, um Ihre Clubvorteile zu nutzen.',
  username: 'Verfügernummer oder Benutzername',
  usernameHint: 'Steht auf Ihrem Zugangsbrief.',
  password: 'Passwort',
  submit: 'Anmelden',
  cancel: 'Abbrechen und zurück',
  wrongCredentials: 'Verfügernummer oder Passwort ist falsch. Bitte prüfen Sie Ihre Eingabe.',
  missingCredentials: 'Bitte geben Sie Verfügernummer und Passwort ein.',
  errorHeading: 'Die Anmeldung ist nicht gelungen',
  testAccounts: 'Testzugänge (Demo)',
  testAccountsNote: 'Passwort für alle: {password}',
  secureNote: 'Sichere Verbindung: Ihre Zugangsdaten werden nur an die Bank übertragen.',
  footer: 'Regionalbank Österreich · Identitätsdienst',
  member: 'Clubmitglied',
  nonMember: 'kein Clubmitglied',
  age: '{age} Jahre',
};

const en: LoginTexts = {
  title: 'Youth club login',
  intro: 'Log in with your user number to use your club benefits.',
  username: 'User number or user name',
  usernameHint: 'You will find it in your access letter.',
  password: 'Password',
  submit: 'Log in',
  cancel: 'Cancel and go back',
  wrongCredentials: 'User number or password is wrong. Please check what you entered.',
  missingCredentials: 'Please enter your user number and password.',
  errorHeading: 'The login did not succeed',
  testAccounts: 'Test accounts (demo)',
  testAccountsNote: 'Password for all: {password}',
  secureNote: 'Secure connection: your credentials are sent to the bank only.',
  footer: 'Regionalbank Austria · Identity service',
  member: 'club member',
  nonMember: 'not a club member',
  age: '{age} years',
};

const hr: LoginTexts = {
  title: 'Prijava u klub mladih',
  intro: 'Prijavite se svojim korisničkim brojem kako biste koristili pogodnosti kluba.',
  username: 'Korisnički broj ili korisničko ime',
  usernameHint: 'Nalazi se u vašem pismu s pristupnim podacima.',
  password: 'Lozinka',
  submit: 'Prijava',
  cancel: 'Odustani i natrag',
  wrongCredentials: 'Korisnički broj ili lozinka nisu ispravni. Provjerite unos.',
  missingCredentials: 'Unesite korisnički broj i lozinku.',
  errorHeading: 'Prijava nije uspjela',
  testAccounts: 'Testni pristupi (demo)',
  testAccountsNote: 'Lozinka za sve: {password}',
  secureNote: 'Sigurna veza: vaši pristupni podaci šalju se samo banci.',
  footer: 'Regionalbank Austrija · Usluga identiteta',
  member: 'član kluba',
  nonMember: 'nije član kluba',
  age: '{age} godina',
};

const it: LoginTexts = {
  title: 'Accesso al club giovani',
  intro: 'Accedi con il tuo numero utente per usare i vantaggi del club.',
  username: 'Numero utente o nome utente',
  usernameHint: 'Lo trovi nella lettera con i dati di accesso.',
  password: 'Password',
  submit: 'Accedi',
  cancel: 'Annulla e torna indietro',
  wrongCredentials: 'Numero utente o password errati. Controlla i dati inseriti.',
  missingCredentials: 'Inserisci numero utente e password.',
  errorHeading: 'Accesso non riuscito',
  testAccounts: 'Accessi di prova (demo)',
  testAccountsNote: 'Password per tutti: {password}',
  secureNote: 'Connessione sicura: i tuoi dati di accesso vengono inviati solo alla banca.',
  footer: 'Regionalbank Austria · Servizio di identità',
  member: 'socio del club',
  nonMember: 'non socio del club',
  age: '{age} anni',
};

const sl: LoginTexts = {
  title: 'Prijava v mladinski klub',
  intro: 'Prijavite se s svojo uporabniško številko, da izkoristite ugodnosti kluba.',
  username: 'Uporabniška številka ali uporabniško ime',
  usernameHint: 'Najdete jo v pismu z dostopnimi podatki.',
  password: 'Geslo',
  submit: 'Prijava',
  cancel: 'Prekliči in nazaj',
  wrongCredentials: 'Uporabniška številka ali geslo ni pravilno. Preverite vnos.',
  missingCredentials: 'Vnesite uporabniško številko in geslo.',
  errorHeading: 'Prijava ni uspela',
  testAccounts: 'Testni dostopi (demo)',
  testAccountsNote: 'Geslo za vse: {password}',
  secureNote: 'Varna povezava: vaši dostopni podatki se pošljejo samo banki.',
  footer: 'Regionalbank Avstrija · Storitev identitete',
  member: 'član kluba',
  nonMember: 'ni član kluba',
  age: '{age} let',
};

// French falls back to German where the site has no translation, as on the rest of the site.
const TEXTS: Record<LoginLanguage, LoginTexts> = { de, en, fr: de, hr, it, sl };

/** The first of the client's `ui_locales` we speak, else German. */
export function loginLanguage(uiLocales: unknown): LoginLanguage {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const locale of wanted) {
    const language = locale.slice(0, 2).toLowerCase();
    if ((LOGIN_LANGUAGES as readonly string[]).includes(language)) return language as LoginLanguage;
  }
  return 'de';
}

export const loginTexts = (language: LoginLanguage): LoginTexts => TEXTS[language];
