import type { Language } from '../../../common/config/app-names';
import { localize, type FieldDefinition } from '../definition-types';

/** Fields several of the bank's forms ask for in the same words. */
export function personFields(language: Language): FieldDefinition[] {
  const t = (de: string, en: string) => localize(language, { de, en });
  return [
    {
      id: 'salutation',
      type: 'buttonList',
      label: t('Anrede', 'Salutation'),
      options: [
        { value: 'frau', label: t('Frau', 'Ms') },
        { value: 'herr', label: t('Herr', 'Mr') },
        { value: 'keine', label: t('Keine Angabe', 'Not specified') },
      ],
    },
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
  ];
}

export function phoneField(language: Language, required = false): FieldDefinition {
  return {
    id: 'phone',
    type: 'text',
    label: localize(language, { de: 'Telefonnummer', en: 'Phone number' }),
    hint: localize(language, {
      de: 'Zum Beispiel +43 664 1234567',
      en: 'For example +43 664 1234567',
    }),
    required,
    maxLength: 30,
    autocomplete: 'tel',
    width: 'half',
  };
}

export function privacyField(language: Language): FieldDefinition {
  return {
    id: 'privacy',
    type: 'checkbox',
    label: localize(language, {
      de: 'Ich habe die Datenschutzinformation gelesen und bin einverstanden, dass die Bank meine Angaben zur Bearbeitung meiner Anfrage verarbeitet.',
      en: 'I have read the privacy notice and agree that the bank processes my details to handle my request.',
    }),
    required: true,
    messages: {
      choice: localize(language, {
        de: 'Bitte bestätigen Sie die Datenschutzinformation.',
        en: 'Please confirm the privacy notice.',
      }),
    },
  };
}
