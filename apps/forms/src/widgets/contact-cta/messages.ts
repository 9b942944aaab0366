import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'forms.contactCta.label': 'Kontakt aufnehmen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'forms.contactCta.label': 'Get in touch',
};

const hr: Complete = {
  'forms.contactCta.label': 'Kontaktirajte nas',
};

const it: Complete = {
  'forms.contactCta.label': 'Contattaci',
};

const sl: Complete = {
  'forms.contactCta.label': 'Stopite v stik z nami',
};

const fr: Partial<Complete> = {
  'forms.contactCta.label': 'Nous contacter',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
