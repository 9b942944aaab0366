import type { Language } from '../../../common/config/app-names';
import { localize, type FormDefinition } from '../definition-types';

/** The registration form of the bank's events; the event form widget fills and limits it. */
export function eventRegistrationForm(language: Language): FormDefinition {
  const t = (de: string, en: string) => localize(language, { de, en });
  const persons = [1, 2, 3, 4].map((count) => ({
    value: String(count),
    label:
      language === 'en'
        ? count === 1
          ? 'Only me'
          : `Me and ${count - 1} more`
        : count === 1
          ? 'Nur ich'
          : `Ich und ${count - 1} weitere`,
  }));
  return {
    id: 'veranstaltung',
    steps: [
      {
        id: 'anmeldung',
        title: t('Anmeldung', 'Registration'),
        fields: [
          {
            id: 'firstName',
            type: 'text',
            label: t('Vorname', 'First name'),
            required: true,
            maxLength: 60,
            autocomplete: 'given-name',
            width: 'half',
          },
          {
            id: 'lastName',
            type: 'text',
            label: t('Nachname', 'Last name'),
            required: true,
            maxLength: 60,
            autocomplete: 'family-name',
            width: 'half',
          },
          {
            id: 'email',
            type: 'email',
            label: t('E-Mail-Adresse', 'E-mail address'),
            required: true,
            width: 'half',
          },
          {
            id: 'participants',
            type: 'select',
            label: t('Wer kommt?', 'Who is coming?'),
            required: true,
            options: persons,
            width: 'half',
          },
          {
            id: 'dietary',
            type: 'checkboxGroup',
            label: t('Beim Imbiss bitte berücksichtigen', 'Please consider for the snacks'),
            options: [
              { value: 'vegetarisch', label: t('vegetarisch', 'vegetarian') },
              { value: 'vegan', label: t('vegan', 'vegan') },
              { value: 'glutenfrei', label: t('glutenfrei', 'gluten-free') },
            ],
          },
          {
            id: 'remarks',
            type: 'textarea',
            label: t('Anmerkungen', 'Remarks'),
            maxLength: 300,
            rows: 3,
          },
        ],
      },
    ],
  };
}
