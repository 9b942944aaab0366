import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'forms.eventForm.invitation': 'Ihre Einladung',
  'forms.eventForm.title': 'Zur Veranstaltung anmelden',
  'forms.eventForm.loading': 'Ihre Einladung wird geladen …',
  'forms.eventForm.status.ACCEPTED.title': 'Sie sind angemeldet',
  'forms.eventForm.status.ACCEPTED.text': 'Ihre Anmeldung ist bestätigt. Wir freuen uns auf Sie!',
  'forms.eventForm.status.DECLINED.title': 'Ihre Anmeldung wurde abgelehnt',
  'forms.eventForm.status.DECLINED.text':
    'Bei Fragen wenden Sie sich bitte an Ihre Beraterin oder Ihren Berater.',
  'forms.eventForm.status.WAITLIST.title': 'Sie stehen auf der Warteliste',
  'forms.eventForm.status.WAITLIST.text': 'Sobald ein Platz frei wird, melden wir uns bei Ihnen.',
  'forms.eventForm.status.ATTENDED.title': 'Danke für Ihre Teilnahme',
  'forms.eventForm.status.ATTENDED.text': 'Schön, dass Sie dabei waren.',
  'forms.eventForm.status.NOTATTENDED.title': 'Sie waren nicht dabei',
  'forms.eventForm.status.NOTATTENDED.text':
    'Sie haben an dieser Veranstaltung nicht teilgenommen. Wir laden Sie gerne wieder ein.',
  'forms.eventForm.closedTitle': 'Eine Anmeldung ist nicht möglich',
  'forms.eventForm.notOpen': 'Die Anmeldung zu dieser Veranstaltung ist nicht geöffnet.',
  'forms.eventForm.notStarted': 'Die Anmeldung hat noch nicht begonnen.',
  'forms.eventForm.ended': 'Die Anmeldefrist ist abgelaufen.',
  'forms.eventForm.placesLeft':
    '{count, plural, one {Noch ein Platz frei.} other {Noch # Plätze frei.}}',
  'forms.eventForm.fullyBooked': 'Ausgebucht: Ihre Anmeldung kommt auf die Warteliste.',
  'forms.eventForm.submit': 'Anmelden',
  'forms.eventForm.update': 'Anmeldung ändern',
  'forms.eventForm.sending': 'Wird gesendet …',
  'forms.eventForm.errorTitle': 'Leider ist ein technischer Fehler aufgetreten.',
  'forms.eventForm.errorText':
    'Ihre Angaben sind erhalten geblieben. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'forms.eventForm.invitation': 'Your invitation',
  'forms.eventForm.title': 'Register for the event',
  'forms.eventForm.loading': 'Loading your invitation …',
  'forms.eventForm.status.ACCEPTED.title': 'You are registered',
  'forms.eventForm.status.ACCEPTED.text':
    'Your registration is confirmed. We look forward to seeing you!',
  'forms.eventForm.status.DECLINED.title': 'Your registration was declined',
  'forms.eventForm.status.DECLINED.text': 'If you have any questions, please contact your adviser.',
  'forms.eventForm.status.WAITLIST.title': 'You are on the waiting list',
  'forms.eventForm.status.WAITLIST.text': 'We will get in touch as soon as a place becomes free.',
  'forms.eventForm.status.ATTENDED.title': 'Thank you for taking part',
  'forms.eventForm.status.ATTENDED.text': 'We were glad to have you with us.',
  'forms.eventForm.status.NOTATTENDED.title': 'You did not attend',
  'forms.eventForm.status.NOTATTENDED.text':
    'You did not take part in this event. We will gladly invite you again.',
  'forms.eventForm.closedTitle': 'Registration is not possible',
  'forms.eventForm.notOpen': 'Registration for this event is not open.',
  'forms.eventForm.notStarted': 'Registration has not started yet.',
  'forms.eventForm.ended': 'The registration period has ended.',
  'forms.eventForm.placesLeft': '{count, plural, one {One place left.} other {# places left.}}',
  'forms.eventForm.fullyBooked': 'Fully booked: your registration goes onto the waiting list.',
  'forms.eventForm.submit': 'Register',
  'forms.eventForm.update': 'Change registration',
  'forms.eventForm.sending': 'Sending …',
  'forms.eventForm.errorTitle': 'Unfortunately, a technical error has occurred.',
  'forms.eventForm.errorText': 'Your details have been kept. Please try again later.',
};

const hr: Complete = {
  'forms.eventForm.invitation': 'Vaša pozivnica',
  'forms.eventForm.title': 'Prijava na događaj',
  'forms.eventForm.loading': 'Vaša pozivnica se učitava …',
  'forms.eventForm.status.ACCEPTED.title': 'Prijavljeni ste',
  'forms.eventForm.status.ACCEPTED.text': 'Vaša je prijava potvrđena. Veselimo se vašem dolasku!',
  'forms.eventForm.status.DECLINED.title': 'Vaša je prijava odbijena',
  'forms.eventForm.status.DECLINED.text':
    'Za pitanja se obratite svojoj savjetnici ili savjetniku.',
  'forms.eventForm.status.WAITLIST.title': 'Na listi ste čekanja',
  'forms.eventForm.status.WAITLIST.text': 'Čim se oslobodi mjesto, javit ćemo vam se.',
  'forms.eventForm.status.ATTENDED.title': 'Hvala na sudjelovanju',
  'forms.eventForm.status.ATTENDED.text': 'Drago nam je što ste bili s nama.',
  'forms.eventForm.status.NOTATTENDED.title': 'Niste sudjelovali',
  'forms.eventForm.status.NOTATTENDED.text':
    'Niste sudjelovali na ovom događaju. Rado ćemo vas ponovno pozvati.',
  'forms.eventForm.closedTitle': 'Prijava nije moguća',
  'forms.eventForm.notOpen': 'Prijava na ovaj događaj nije otvorena.',
  'forms.eventForm.notStarted': 'Prijava još nije počela.',
  'forms.eventForm.ended': 'Rok za prijavu je istekao.',
  'forms.eventForm.placesLeft':
    '{count, plural, one {Još # slobodno mjesto.} few {Još # slobodna mjesta.} other {Još # slobodnih mjesta.}}',
  'forms.eventForm.fullyBooked': 'Popunjeno: vaša prijava ide na listu čekanja.',
  'forms.eventForm.submit': 'Prijavi se',
  'forms.eventForm.update': 'Promijeni prijavu',
  'forms.eventForm.sending': 'Šalje se …',
  'forms.eventForm.errorTitle': 'Nažalost, došlo je do tehničke pogreške.',
  'forms.eventForm.errorText': 'Vaši su podaci sačuvani. Molimo pokušajte ponovno kasnije.',
};

const it: Complete = {
  'forms.eventForm.invitation': 'Il Suo invito',
  'forms.eventForm.title': 'Iscrizione all’evento',
  'forms.eventForm.loading': 'Caricamento del Suo invito …',
  'forms.eventForm.status.ACCEPTED.title': 'È iscritto',
  'forms.eventForm.status.ACCEPTED.text': 'La Sua iscrizione è confermata. La aspettiamo!',
  'forms.eventForm.status.DECLINED.title': 'La Sua iscrizione è stata rifiutata',
  'forms.eventForm.status.DECLINED.text':
    'Per domande si rivolga alla Sua consulente o al Suo consulente.',
  'forms.eventForm.status.WAITLIST.title': 'È in lista d’attesa',
  'forms.eventForm.status.WAITLIST.text': 'Appena si libera un posto La contatteremo.',
  'forms.eventForm.status.ATTENDED.title': 'Grazie per la partecipazione',
  'forms.eventForm.status.ATTENDED.text': 'Siamo stati lieti di averLa con noi.',
  'forms.eventForm.status.NOTATTENDED.title': 'Non ha partecipato',
  'forms.eventForm.status.NOTATTENDED.text':
    'Non ha partecipato a questo evento. La inviteremo volentieri di nuovo.',
  'forms.eventForm.closedTitle': 'L’iscrizione non è possibile',
  'forms.eventForm.notOpen': 'Le iscrizioni a questo evento non sono aperte.',
  'forms.eventForm.notStarted': 'Le iscrizioni non sono ancora iniziate.',
  'forms.eventForm.ended': 'Il termine per le iscrizioni è scaduto.',
  'forms.eventForm.placesLeft':
    '{count, plural, one {Ancora un posto libero.} other {Ancora # posti liberi.}}',
  'forms.eventForm.fullyBooked': 'Esaurito: la Sua iscrizione va in lista d’attesa.',
  'forms.eventForm.submit': 'Iscriviti',
  'forms.eventForm.update': 'Modifica iscrizione',
  'forms.eventForm.sending': 'Invio in corso …',
  'forms.eventForm.errorTitle': 'Purtroppo si è verificato un errore tecnico.',
  'forms.eventForm.errorText':
    'I Suoi dati sono stati conservati. Si prega di riprovare più tardi.',
};

const sl: Complete = {
  'forms.eventForm.invitation': 'Vaše vabilo',
  'forms.eventForm.title': 'Prijava na dogodek',
  'forms.eventForm.loading': 'Nalaganje vašega vabila …',
  'forms.eventForm.status.ACCEPTED.title': 'Prijavljeni ste',
  'forms.eventForm.status.ACCEPTED.text': 'Vaša prijava je potrjena. Veselimo se vašega obiska!',
  'forms.eventForm.status.DECLINED.title': 'Vaša prijava je bila zavrnjena',
  'forms.eventForm.status.DECLINED.text':
    'Za vprašanja se obrnite na svojo svetovalko ali svetovalca.',
  'forms.eventForm.status.WAITLIST.title': 'Ste na čakalnem seznamu',
  'forms.eventForm.status.WAITLIST.text': 'Takoj ko se sprosti mesto, se vam oglasimo.',
  'forms.eventForm.status.ATTENDED.title': 'Hvala za udeležbo',
  'forms.eventForm.status.ATTENDED.text': 'Veseli nas, da ste bili z nami.',
  'forms.eventForm.status.NOTATTENDED.title': 'Niste se udeležili',
  'forms.eventForm.status.NOTATTENDED.text':
    'Tega dogodka se niste udeležili. Z veseljem vas povabimo znova.',
  'forms.eventForm.closedTitle': 'Prijava ni mogoča',
  'forms.eventForm.notOpen': 'Prijava na ta dogodek ni odprta.',
  'forms.eventForm.notStarted': 'Prijava se še ni začela.',
  'forms.eventForm.ended': 'Rok za prijavo je potekel.',
  'forms.eventForm.placesLeft':
    '{count, plural, one {Še # prosto mesto.} two {Še # prosti mesti.} few {Še # prosta mesta.} other {Še # prostih mest.}}',
  'forms.eventForm.fullyBooked': 'Zasedeno: vaša prijava gre na čakalni seznam.',
  'forms.eventForm.submit': 'Prijavi se',
  'forms.eventForm.update': 'Spremeni prijavo',
  'forms.eventForm.sending': 'Pošiljanje …',
  'forms.eventForm.errorTitle': 'Žal je prišlo do tehnične napake.',
  'forms.eventForm.errorText': 'Vaši podatki so ohranjeni. Prosimo, poskusite znova pozneje.',
};

const fr: Partial<Complete> = {
  'forms.eventForm.submit': 'S’inscrire',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
