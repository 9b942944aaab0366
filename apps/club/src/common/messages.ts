import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the login round trip, shown by the discount page and by the login button.
const de = {
  'club.login.completing': 'Ihre Anmeldung wird abgeschlossen …',
  'club.login.welcome': 'Hallo {name}, Sie sind angemeldet.',
  'club.login.error.state':
    'Die Anmeldung konnte nicht abgeschlossen werden, weil die Antwort nicht zu Ihrer Anmeldung passt. Bitte melden Sie sich erneut an.',
  'club.login.error.missingVerifier':
    'Die Anmeldung konnte nicht abgeschlossen werden: Sie wurde bereits verwendet oder ist abgelaufen. Bitte melden Sie sich erneut an.',
  'club.login.error.cancelled': 'Die Anmeldung wurde abgebrochen.',
  'club.login.error.failed':
    'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'club.login.completing': 'Completing your login …',
  'club.login.welcome': 'Hello {name}, you are logged in.',
  'club.login.error.state':
    'The login could not be completed because the answer does not match your login. Please log in again.',
  'club.login.error.missingVerifier':
    'The login could not be completed: it was already used or has expired. Please log in again.',
  'club.login.error.cancelled': 'The login was cancelled.',
  'club.login.error.failed': 'The login failed. Please try again later.',
};

const hr: Complete = {
  'club.login.completing': 'Vaša prijava se dovršava …',
  'club.login.welcome': 'Pozdrav {name}, prijavljeni ste.',
  'club.login.error.state':
    'Prijava nije mogla biti dovršena jer odgovor ne odgovara vašoj prijavi. Prijavite se ponovno.',
  'club.login.error.missingVerifier':
    'Prijava nije mogla biti dovršena: već je iskorištena ili je istekla. Prijavite se ponovno.',
  'club.login.error.cancelled': 'Prijava je prekinuta.',
  'club.login.error.failed': 'Prijava nije uspjela. Pokušajte ponovno kasnije.',
};

const it: Complete = {
  'club.login.completing': 'Stiamo completando il tuo accesso …',
  'club.login.welcome': 'Ciao {name}, hai effettuato l’accesso.',
  'club.login.error.state':
    'Non è stato possibile completare l’accesso perché la risposta non corrisponde al tuo accesso. Accedi di nuovo.',
  'club.login.error.missingVerifier':
    'Non è stato possibile completare l’accesso: è già stato usato o è scaduto. Accedi di nuovo.',
  'club.login.error.cancelled': 'L’accesso è stato annullato.',
  'club.login.error.failed': 'L’accesso non è riuscito. Riprova più tardi.',
};

const sl: Complete = {
  'club.login.completing': 'Vaša prijava se zaključuje …',
  'club.login.welcome': 'Pozdravljeni, {name}, prijavljeni ste.',
  'club.login.error.state':
    'Prijave ni bilo mogoče zaključiti, ker odgovor ne ustreza vaši prijavi. Prijavite se znova.',
  'club.login.error.missingVerifier':
    'Prijave ni bilo mogoče zaključiti: je že bila uporabljena ali je potekla. Prijavite se znova.',
  'club.login.error.cancelled': 'Prijava je bila preklicana.',
  'club.login.error.failed': 'Prijava ni uspela. Poskusite znova pozneje.',
};

// French is only partly translated; the rest falls back to German.
const fr: Partial<Complete> = {
  'club.login.error.cancelled': 'La connexion a été annulée.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
