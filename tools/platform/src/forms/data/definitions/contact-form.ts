import type { Language } from '../../../common/config/app-names';
import { localize, type FormDefinition } from '../definition-types';
import { personFields, phoneField, privacyField } from './common-fields';

/** The general contact form: three steps, with conditions between the fields. */
export function contactForm(language: Language): FormDefinition {
  const t = (de: string, en: string) => localize(language, { de, en });
  return {
    id: 'kontakt',
    title: t('Kontaktformular', 'Contact form'),
    intro: t(
      'Schreiben Sie uns Ihr Anliegen. Ihre Beraterin oder Ihr Berater meldet sich in der Regel innerhalb eines Werktags.',
      'Tell us what you need. Your adviser will usually get back to you within one working day.',
    ),
    steps: [
      {
        id: 'anliegen',
        title: t('Ihr Anliegen', 'Your request'),
        fields: [
          {
            id: 'topic',
            type: 'select',
            label: t('Worum geht es?', 'What is it about?'),
            required: true,
            options: [
              { value: 'konto', label: t('Konto und Karten', 'Accounts and cards') },
              { value: 'online', label: t('Online-Banking und App', 'Online banking and app') },
              {
                value: 'finanzierung',
                label: t('Finanzierung und Wohnen', 'Financing and housing'),
              },
              { value: 'anlegen', label: t('Sparen und Anlegen', 'Saving and investing') },
              { value: 'sonstiges', label: t('Etwas anderes', 'Something else') },
            ],
          },
          {
            id: 'customer',
            type: 'radio',
            label: t(
              'Sind Sie bereits Kundin oder Kunde bei uns?',
              'Are you already a customer of ours?',
            ),
            required: true,
            options: [
              { value: 'ja', label: t('Ja', 'Yes') },
              { value: 'nein', label: t('Nein', 'No') },
            ],
          },
          {
            id: 'customerNumber',
            type: 'text',
            label: t('Verfügernummer', 'Customer number'),
            hint: t(
              'Sie finden sie in Ihrem Online-Banking unter „Profil“.',
              'You find it in your online banking under “Profile”.',
            ),
            maxLength: 12,
            sensitive: true,
            width: 'half',
          },
          {
            id: 'amount',
            type: 'number',
            label: t('Gewünschter Finanzierungsbetrag', 'Amount you would like to finance'),
            min: 5000,
            max: 1000000,
            step: 1000,
            unit: 'EUR',
            width: 'half',
          },
          {
            id: 'message',
            type: 'textarea',
            label: t('Ihre Nachricht', 'Your message'),
            required: true,
            minLength: 20,
            maxLength: 1000,
          },
        ],
      },
      {
        id: 'kontaktdaten',
        title: t('Ihre Kontaktdaten', 'Your contact details'),
        fields: [
          ...personFields(language),
          phoneField(language),
          {
            id: 'contactWay',
            type: 'radio',
            label: t('Wie dürfen wir Sie kontaktieren?', 'How may we contact you?'),
            required: true,
            options: [
              { value: 'email', label: t('Per E-Mail', 'By e-mail') },
              { value: 'telefon', label: t('Telefonisch', 'By phone') },
            ],
          },
          {
            id: 'callbackTime',
            type: 'buttonList',
            label: t('Wann erreichen wir Sie am besten?', 'When is the best time to call you?'),
            options: [
              { value: 'vormittag', label: t('Vormittags', 'Mornings') },
              { value: 'mittag', label: t('Mittags', 'Around noon') },
              { value: 'nachmittag', label: t('Nachmittags', 'Afternoons') },
            ],
          },
          {
            id: 'website',
            type: 'url',
            label: t('Website Ihres Unternehmens', 'Your company’s website'),
            hint: t('Nur für Firmenkundinnen und -kunden.', 'For business customers only.'),
          },
        ],
      },
      {
        id: 'bestaetigung',
        title: t('Bestätigung', 'Confirmation'),
        fields: [
          privacyField(language),
          {
            id: 'newsletter',
            type: 'checkbox',
            label: t(
              'Ich möchte den Newsletter der Bank erhalten.',
              'I would like to receive the bank’s newsletter.',
            ),
          },
        ],
      },
    ],
    conditions: [
      {
        field: 'customer',
        operation: 'equals',
        value: 'ja',
        actions: [{ action: 'show', target: 'customerNumber' }],
      },
      {
        field: 'topic',
        operation: 'equals',
        value: 'finanzierung',
        actions: [
          { action: 'show', target: 'amount' },
          { action: 'require', target: 'amount' },
        ],
      },
      {
        field: 'contactWay',
        operation: 'equals',
        value: 'telefon',
        actions: [
          { action: 'require', target: 'phone' },
          { action: 'show', target: 'callbackTime' },
          { action: 'require', target: 'callbackTime' },
        ],
      },
    ],
    texts: {
      successTitle: t('Vielen Dank für Ihre Nachricht', 'Thank you for your message'),
      successText: t(
        'Wir haben Ihre Anfrage erhalten und melden uns in der Regel innerhalb eines Werktags.',
        'We have received your request and will usually get back to you within one working day.',
      ),
    },
  };
}
