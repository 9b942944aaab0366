import type { Language } from '../../common/config/app-names';

/** The CMS's words around the forms widgets: German and English (the other pages read German). */
const COPY = {
  de: {
    employeesTitle: 'Ihre Beraterinnen und Berater',
    employeesSearch: 'Name, Fachgebiet oder Filiale',
    ctaTitle: 'Wir sind für Sie da',
    ctaText:
      'Eine Frage zu Ihrem Konto, Ihrer Finanzierung oder Ihrer Vorsorge? Schreiben Sie uns – wir melden uns innerhalb eines Werktags.',
    ctaLabel: 'Kontakt aufnehmen',
    ctaOverlayTitle: 'Kontakt aufnehmen',
    appointmentOverlayTitle: 'Beratungstermin vereinbaren',
    newsletterTitle: 'Newsletter',
    newsletterIntro:
      'Neuigkeiten Ihrer Regionalbank, Veranstaltungen in Ihrer Nähe und der Blick auf die Märkte – einmal im Monat.',
    topics: {
      privatkunden: 'Tipps für Privatkundinnen und -kunden',
      veranstaltungen: 'Veranstaltungen in meiner Region',
      maerkte: 'Märkte und Anlegen',
      jugend: 'Jugendclub',
    },
    privacy:
      'Ich bin einverstanden, dass die Bank mir den Newsletter schickt. Die Abmeldung ist jederzeit über den Link im Newsletter möglich.',
    eventTitle: 'Zur Veranstaltung anmelden',
    invitationsHeading: 'Ihre Einladungen (Demo)',
    invitationsText:
      'Jede Einladung öffnet die Anmeldeseite einer Veranstaltung in einem anderen Zustand.',
    eventFormPage: 'Anmeldung zur Veranstaltung',
    eventFormLead: 'Ihre persönliche Einladung: bitte prüfen und ergänzen Sie Ihre Angaben.',
  },
  en: {
    employeesTitle: 'Your advisers',
    employeesSearch: 'Name, field or branch',
    ctaTitle: 'We are here for you',
    ctaText:
      'A question about your account, your financing or your pension? Write to us – we will reply within one working day.',
    ctaLabel: 'Get in touch',
    ctaOverlayTitle: 'Get in touch',
    appointmentOverlayTitle: 'Book a consultation',
    newsletterTitle: 'Newsletter',
    newsletterIntro:
      'News from your regional bank, events near you and a look at the markets – once a month.',
    topics: {
      privatkunden: 'Tips for private customers',
      veranstaltungen: 'Events in my region',
      maerkte: 'Markets and investing',
      jugend: 'Youth club',
    },
    privacy:
      'I agree that the bank sends me the newsletter. I can unsubscribe at any time through the link in the newsletter.',
    eventTitle: 'Register for the event',
    invitationsHeading: 'Your invitations (demo)',
    invitationsText: 'Each invitation opens an event’s registration page in another state.',
    eventFormPage: 'Event registration',
    eventFormLead: 'Your personal invitation: please check and complete your details.',
  },
};

export type FormsCopy = (typeof COPY)['de'];

export const formsCopy = (language: Language): FormsCopy => (language === 'en' ? COPY.en : COPY.de);

/** The form pages of the site (what a contact link or the call-to-action opens), per language. */
export const FORM_PAGE_SLUGS = [
  'kontakt',
  'terminvereinbarung',
  'beschwerde',
  'kontoeroeffnung',
  'veranstaltung',
] as const;
export type FormPageSlug = (typeof FORM_PAGE_SLUGS)[number];
export const formPagePath = (language: Language, slug: FormPageSlug) =>
  `/${language}/formulare/${slug}.html`;
