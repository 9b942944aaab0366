import type { Language } from '../../common/config/app-names';
import { widgetBlock } from '../../rendering/sections';
import type { FormPageSlug } from './forms-copy';
import { eventFormWidget, formWidget } from './forms-widgets';

const TITLES: Record<FormPageSlug, { de: [string, string]; en: [string, string] }> = {
  kontakt: {
    de: ['Kontakt', 'Schreiben Sie uns – wir melden uns innerhalb eines Werktags.'],
    en: ['Contact', 'Write to us – we reply within one working day.'],
  },
  terminvereinbarung: {
    de: [
      'Beratungstermin vereinbaren',
      'Persönlich, per Video oder am Telefon – zu einer Zeit, die Ihnen passt.',
    ],
    en: ['Book a consultation', 'In person, by video or by phone – at a time that suits you.'],
  },
  beschwerde: {
    de: ['Beschwerde', 'Wir kümmern uns darum.'],
    en: ['Complaint', 'We will take care of it.'],
  },
  kontoeroeffnung: {
    de: ['Startkonto', 'Jetzt Interesse anmelden.'],
    en: ['Start account', 'Register your interest now.'],
  },
  veranstaltung: {
    de: [
      'Anmeldung zur Veranstaltung',
      'Ihre persönliche Einladung: bitte prüfen und ergänzen Sie Ihre Angaben.',
    ],
    en: ['Event registration', 'Your personal invitation: please check and complete your details.'],
  },
};

/** Title and lead of a form page. */
export function formPageHeading(language: Language, slug: FormPageSlug) {
  const [title, lead] = TITLES[slug][language === 'en' ? 'en' : 'de'];
  return { title, lead };
}

/**
 * The main content of a form page: the one form, which a form overlay takes out of the page.
 * The event page's form reads its keys from the page config.
 */
export function formPageMain(language: Language, slug: FormPageSlug): string {
  if (slug === 'veranstaltung') return widgetBlock(eventFormWidget(language));
  return widgetBlock(formWidget(slug, language));
}
