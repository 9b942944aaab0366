import type { Language } from '../../common/config/app-names';
import { widgetElement } from '../../rendering/widget-markup';
import { EVENT_SERVICE } from '../routes/event-routes';
import { NEWSLETTER_PATH } from '../routes/newsletter-route';
import { formPagePath, formsCopy } from './forms-copy';

export const definitionUrl = (formId: string, language: Language) =>
  `/forms/${formId}/definition.json?lang=${language}`;

/** A form loaded from the form service by its id, in the page language. */
export const formWidget = (formId: string, language: Language, headingLevel = 2) =>
  widgetElement(
    'forms/form',
    {
      definitionUrl: definitionUrl(formId, language),
      formId,
      headingLevel,
    },
    formId,
  );

/** The event registration form; without keys it takes them from the page config. */
export const eventFormWidget = (
  language: Language,
  keys?: { profilePKey: string; servicePKey: string },
) =>
  widgetElement('forms/event-form', {
    definitionUrl: definitionUrl('veranstaltung', language),
    serviceUrl: EVENT_SERVICE,
    title: formsCopy(language).eventTitle,
    // The form is locked while the registration is not open (not open yet, ended, closed).
    disabled: true,
    ...keys,
  });

export function newsletterWidget(language: Language, variant: 'default' | 'footer' = 'default') {
  const copy = formsCopy(language);
  return widgetElement(
    'forms/newsletter',
    {
      action: NEWSLETTER_PATH,
      title: copy.newsletterTitle,
      intro: copy.newsletterIntro,
      variant,
      checkboxes: Object.entries(copy.topics).map(([name, label]) => ({ name, label })),
      privacyText: copy.privacy,
    },
    variant,
  );
}

export function contactCtaWidget(language: Language) {
  const copy = formsCopy(language);
  return widgetElement('forms/contact-cta', {
    title: copy.ctaTitle,
    text: copy.ctaText,
    label: copy.ctaLabel,
    href: formPagePath(language, 'kontakt'),
    overlayTitle: copy.ctaOverlayTitle,
    prefill: { topic: 'konto' },
  });
}

/** Opens the form links of list items (an adviser's "make an appointment") as overlays. */
export const formOverlayWidget = (language: Language) =>
  widgetElement('forms/form-overlay', { title: formsCopy(language).appointmentOverlayTitle });
