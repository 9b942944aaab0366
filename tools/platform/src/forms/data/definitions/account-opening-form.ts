import type { Language } from '../../../common/config/app-names';
import { localize, type FormDefinition } from '../definition-types';
import { personFields, phoneField, privacyField } from './common-fields';

/** What the campaign has to hand out, before any submission (the limits count down from it). */
export const ACCOUNT_OPENING_STOCK = { seats: 12, bonus: 5, designCards: 8 } as const;

/** Interest in the start account campaign: its seats, bonuses and design cards run out. */
export function accountOpeningForm(language: Language): FormDefinition {
  const t = (de: string, en: string) => localize(language, { de, en });
  const persons = [1, 2, 3, 4].map((count) => ({
    value: String(count),
    label:
      language === 'en'
        ? count === 1
          ? '1 person'
          : `${count} people`
        : count === 1
          ? '1 Person'
          : `${count} Personen`,
  }));
  return {
    id: 'kontoeroeffnung',
    title: t('Startkonto: Interesse anmelden', 'Start account: register your interest'),
    intro: t(
      'Für kurze Zeit: 50 € Willkommensbonus und Bankomatkarten im Design der Region – nur solange der Vorrat reicht.',
      'For a short time: a welcome bonus of €50 and cash cards in the region’s design – while stocks last.',
    ),
    steps: [
      {
        id: 'angebot',
        title: t('Ihr Startkonto', 'Your start account'),
        fields: [
          {
            id: 'accountType',
            type: 'radio',
            label: t('Welches Konto interessiert Sie?', 'Which account are you interested in?'),
            required: true,
            options: [
              { value: 'gehalt', label: t('Gehaltskonto', 'Salary account') },
              { value: 'student', label: t('Studierendenkonto', 'Student account') },
              {
                value: 'jugend',
                label: t('Jugendkonto (bis 19 Jahre)', 'Youth account (up to 19)'),
              },
            ],
          },
          {
            id: 'bonus',
            type: 'checkbox',
            label: t(
              'Ich möchte den Willkommensbonus von 50 €.',
              'I would like the €50 welcome bonus.',
            ),
          },
          {
            id: 'designCards',
            type: 'number',
            label: t('Bankomatkarten im Regionsdesign', 'Cash cards in the regional design'),
            hint: t(
              'Für Sie und weitere Zeichnungsberechtigte.',
              'For you and other authorised signatories.',
            ),
            min: 0,
            max: 3,
            step: 1,
            width: 'half',
          },
          {
            id: 'infoEvening',
            type: 'checkbox',
            label: t(
              'Ich komme zum Infoabend am Donnerstag um 18 Uhr.',
              'I will come to the information evening on Thursday at 6 pm.',
            ),
          },
          {
            id: 'seats',
            type: 'select',
            label: t('Wie viele Personen kommen?', 'How many people are coming?'),
            options: persons,
            width: 'half',
          },
        ],
      },
      {
        id: 'person',
        title: t('Ihre Daten', 'Your details'),
        fields: [...personFields(language), phoneField(language), privacyField(language)],
      },
    ],
    conditions: [
      {
        field: 'infoEvening',
        operation: 'equals',
        value: true,
        actions: [
          { action: 'show', target: 'seats' },
          { action: 'require', target: 'seats' },
        ],
      },
    ],
    remainingLimitsUrl: '/forms/kontoeroeffnung/remaining-limits.json',
    texts: {
      submit: t('Interesse senden', 'Send'),
      successTitle: t('Danke für Ihr Interesse', 'Thank you for your interest'),
      successText: t(
        'Wir haben Ihnen reserviert, was Sie gewählt haben. Ihre Beraterin oder Ihr Berater ruft Sie für die Kontoeröffnung an.',
        'We have reserved what you chose. Your adviser will call you to open the account.',
      ),
    },
  };
}
