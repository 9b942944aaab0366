import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'forms.newsletter.title': 'Newsletter',
  'forms.newsletter.email': 'E-Mail-Adresse',
  'forms.newsletter.topics': 'Welche Themen interessieren Sie?',
  'forms.newsletter.submit': 'Newsletter abonnieren',
  'forms.newsletter.sending': 'Wird gesendet …',
  'forms.newsletter.trap': 'Dieses Feld bitte leer lassen',
  'forms.newsletter.successTitle': 'Fast geschafft!',
  'forms.newsletter.successText':
    'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen eben geschickt haben.',
  'forms.newsletter.errorTitle': 'Die Anmeldung hat leider nicht geklappt.',
  'forms.newsletter.errorText': 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  'forms.newsletter.retry': 'Erneut versuchen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'forms.newsletter.title': 'Newsletter',
  'forms.newsletter.email': 'E-mail address',
  'forms.newsletter.topics': 'Which topics interest you?',
  'forms.newsletter.submit': 'Subscribe',
  'forms.newsletter.sending': 'Sending …',
  'forms.newsletter.trap': 'Please leave this field empty',
  'forms.newsletter.successTitle': 'Almost done!',
  'forms.newsletter.successText':
    'Please confirm your subscription through the link in the e-mail we have just sent you.',
  'forms.newsletter.errorTitle': 'Unfortunately, the subscription did not work.',
  'forms.newsletter.errorText': 'Please try again later.',
  'forms.newsletter.retry': 'Try again',
};

const hr: Complete = {
  'forms.newsletter.title': 'Newsletter',
  'forms.newsletter.email': 'Adresa e-pošte',
  'forms.newsletter.topics': 'Koje vas teme zanimaju?',
  'forms.newsletter.submit': 'Pretplati se na newsletter',
  'forms.newsletter.sending': 'Šalje se …',
  'forms.newsletter.trap': 'Molimo ostavite ovo polje prazno',
  'forms.newsletter.successTitle': 'Skoro gotovo!',
  'forms.newsletter.successText':
    'Molimo potvrdite prijavu putem poveznice u e-poruci koju smo vam upravo poslali.',
  'forms.newsletter.errorTitle': 'Nažalost, prijava nije uspjela.',
  'forms.newsletter.errorText': 'Molimo pokušajte ponovno kasnije.',
  'forms.newsletter.retry': 'Pokušaj ponovno',
};

const it: Complete = {
  'forms.newsletter.title': 'Newsletter',
  'forms.newsletter.email': 'Indirizzo e-mail',
  'forms.newsletter.topics': 'Quali temi Le interessano?',
  'forms.newsletter.submit': 'Iscriviti alla newsletter',
  'forms.newsletter.sending': 'Invio in corso …',
  'forms.newsletter.trap': 'Lasciare vuoto questo campo',
  'forms.newsletter.successTitle': 'Quasi fatto!',
  'forms.newsletter.successText':
    'Confermi l’iscrizione tramite il link nell’e-mail che Le abbiamo appena inviato.',
  'forms.newsletter.errorTitle': 'Purtroppo l’iscrizione non è riuscita.',
  'forms.newsletter.errorText': 'Si prega di riprovare più tardi.',
  'forms.newsletter.retry': 'Riprova',
};

const sl: Complete = {
  'forms.newsletter.title': 'E-novice',
  'forms.newsletter.email': 'E-poštni naslov',
  'forms.newsletter.topics': 'Katere teme vas zanimajo?',
  'forms.newsletter.submit': 'Naroči se na e-novice',
  'forms.newsletter.sending': 'Pošiljanje …',
  'forms.newsletter.trap': 'To polje pustite prazno',
  'forms.newsletter.successTitle': 'Skoraj končano!',
  'forms.newsletter.successText':
    'Prijavo potrdite prek povezave v e-sporočilu, ki smo vam ga pravkar poslali.',
  'forms.newsletter.errorTitle': 'Prijava žal ni uspela.',
  'forms.newsletter.errorText': 'Prosimo, poskusite znova pozneje.',
  'forms.newsletter.retry': 'Poskusi znova',
};

const fr: Partial<Complete> = {
  'forms.newsletter.email': 'Adresse e-mail',
  'forms.newsletter.submit': 'S’abonner',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
