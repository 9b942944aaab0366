import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'forms.form.loading': 'Formular wird geladen …',
  'forms.form.loadFailed': 'Das Formular konnte nicht geladen werden.',
  'forms.form.retry': 'Erneut versuchen',
  'forms.form.steps': 'Schritte des Formulars',
  'forms.form.stepOf': 'Schritt {current} von {total}',
  'forms.form.stepStatusDone': 'erledigt',
  'forms.form.next': 'Weiter',
  'forms.form.previous': 'Zurück',
  'forms.form.submit': 'Absenden',
  'forms.form.sending': 'Wird gesendet …',
  'forms.form.successTitle': 'Vielen Dank für Ihre Nachricht',
  'forms.form.successText':
    'Wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb eines Werktags bei Ihnen.',
  'forms.form.errorTitle': 'Leider ist ein technischer Fehler aufgetreten.',
  'forms.form.errorText':
    'Ihre Angaben sind erhalten geblieben. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  'forms.form.reference': 'Ihre Referenznummer: {reference}',
  'forms.form.draftRestored': 'Wir haben Ihre bisherigen Eingaben wiederhergestellt.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'forms.form.loading': 'Loading the form …',
  'forms.form.loadFailed': 'The form could not be loaded.',
  'forms.form.retry': 'Try again',
  'forms.form.steps': 'Steps of the form',
  'forms.form.stepOf': 'Step {current} of {total}',
  'forms.form.stepStatusDone': 'done',
  'forms.form.next': 'Next',
  'forms.form.previous': 'Back',
  'forms.form.submit': 'Send',
  'forms.form.sending': 'Sending …',
  'forms.form.successTitle': 'Thank you for your message',
  'forms.form.successText':
    'We have received your request and will usually get back to you within one working day.',
  'forms.form.errorTitle': 'Unfortunately, a technical error has occurred.',
  'forms.form.errorText': 'Your details have been kept. Please try again later.',
  'forms.form.reference': 'Your reference number: {reference}',
  'forms.form.draftRestored': 'We have restored what you entered before.',
};

const hr: Complete = {
  'forms.form.loading': 'Obrazac se učitava …',
  'forms.form.loadFailed': 'Obrazac nije bilo moguće učitati.',
  'forms.form.retry': 'Pokušaj ponovno',
  'forms.form.steps': 'Koraci obrasca',
  'forms.form.stepOf': 'Korak {current} od {total}',
  'forms.form.stepStatusDone': 'završeno',
  'forms.form.next': 'Dalje',
  'forms.form.previous': 'Natrag',
  'forms.form.submit': 'Pošalji',
  'forms.form.sending': 'Šalje se …',
  'forms.form.successTitle': 'Hvala na vašoj poruci',
  'forms.form.successText':
    'Primili smo vaš upit i u pravilu ćemo vam se javiti unutar jednog radnog dana.',
  'forms.form.errorTitle': 'Nažalost, došlo je do tehničke pogreške.',
  'forms.form.errorText': 'Vaši su podaci sačuvani. Molimo pokušajte ponovno kasnije.',
  'forms.form.reference': 'Vaš referentni broj: {reference}',
  'forms.form.draftRestored': 'Vratili smo vaše dosadašnje unose.',
};

const it: Complete = {
  'forms.form.loading': 'Caricamento del modulo …',
  'forms.form.loadFailed': 'Non è stato possibile caricare il modulo.',
  'forms.form.retry': 'Riprova',
  'forms.form.steps': 'Passaggi del modulo',
  'forms.form.stepOf': 'Passaggio {current} di {total}',
  'forms.form.stepStatusDone': 'completato',
  'forms.form.next': 'Avanti',
  'forms.form.previous': 'Indietro',
  'forms.form.submit': 'Invia',
  'forms.form.sending': 'Invio in corso …',
  'forms.form.successTitle': 'Grazie per il Suo messaggio',
  'forms.form.successText':
    'Abbiamo ricevuto la Sua richiesta e di norma La ricontattiamo entro un giorno lavorativo.',
  'forms.form.errorTitle': 'Purtroppo si è verificato un errore tecnico.',
  'forms.form.errorText': 'I Suoi dati sono stati conservati. Si prega di riprovare più tardi.',
  'forms.form.reference': 'Il Suo numero di riferimento: {reference}',
  'forms.form.draftRestored': 'Abbiamo ripristinato i dati inseriti in precedenza.',
};

const sl: Complete = {
  'forms.form.loading': 'Nalaganje obrazca …',
  'forms.form.loadFailed': 'Obrazca ni bilo mogoče naložiti.',
  'forms.form.retry': 'Poskusi znova',
  'forms.form.steps': 'Koraki obrazca',
  'forms.form.stepOf': 'Korak {current} od {total}',
  'forms.form.stepStatusDone': 'opravljeno',
  'forms.form.next': 'Naprej',
  'forms.form.previous': 'Nazaj',
  'forms.form.submit': 'Pošlji',
  'forms.form.sending': 'Pošiljanje …',
  'forms.form.successTitle': 'Hvala za vaše sporočilo',
  'forms.form.successText':
    'Vaše povpraševanje smo prejeli in se vam praviloma oglasimo v enem delovnem dnevu.',
  'forms.form.errorTitle': 'Žal je prišlo do tehnične napake.',
  'forms.form.errorText': 'Vaši podatki so ohranjeni. Prosimo, poskusite znova pozneje.',
  'forms.form.reference': 'Vaša referenčna številka: {reference}',
  'forms.form.draftRestored': 'Obnovili smo vaše dosedanje vnose.',
};

const fr: Partial<Complete> = {
  'forms.form.next': 'Suivant',
  'forms.form.previous': 'Retour',
  'forms.form.submit': 'Envoyer',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
