import type { Language } from '../../../common/config/app-names';
import { localize, type FormDefinition } from '../definition-types';
import { personFields, phoneField, privacyField } from './common-fields';

/** Upload limits of the complaint form (the server enforces the same). */
export const COMPLAINT_UPLOAD = {
  maxFiles: 3,
  maxSizeMb: 5,
  accept: ['pdf', 'jpg', 'jpeg', 'png'],
};

/** A complaint with documents: what happened, when and where, proofs, and who complains. */
export function complaintForm(language: Language): FormDefinition {
  const t = (de: string, en: string) => localize(language, { de, en });
  return {
    id: 'beschwerde',
    title: t('Beschwerde einreichen', 'Submit a complaint'),
    intro: t(
      'Es tut uns leid, dass etwas nicht so gelaufen ist, wie Sie es von uns erwarten. Unser Beschwerdemanagement antwortet Ihnen innerhalb von fünf Werktagen.',
      'We are sorry that something did not go the way you expect from us. Our complaints team will answer within five working days.',
    ),
    steps: [
      {
        id: 'vorfall',
        title: t('Was ist passiert?', 'What happened?'),
        fields: [
          {
            id: 'category',
            type: 'radio',
            label: t('Ihre Beschwerde betrifft', 'Your complaint concerns'),
            required: true,
            options: [
              { value: 'buchung', label: t('Eine Buchung oder Gebühr', 'A booking or fee') },
              {
                value: 'karte',
                label: t('Eine Karte oder den Bankomaten', 'A card or the cash machine'),
              },
              { value: 'beratung', label: t('Eine Beratung', 'A consultation') },
              { value: 'online', label: t('Online-Banking oder App', 'Online banking or app') },
              { value: 'anderes', label: t('Etwas anderes', 'Something else') },
            ],
          },
          {
            id: 'incidentDate',
            type: 'date',
            label: t('Wann ist es passiert?', 'When did it happen?'),
            required: true,
            minDate: 'today-3y',
            maxDate: 'today',
            width: 'half',
          },
          {
            id: 'bookingPeriod',
            type: 'period',
            label: t('Zeitraum der betroffenen Buchungen', 'Period of the bookings concerned'),
            minDate: 'today-3y',
            maxDate: 'today',
          },
          {
            id: 'iban',
            type: 'text',
            label: t('IBAN des betroffenen Kontos', 'IBAN of the account concerned'),
            hint: t(
              'Zum Beispiel AT61 1904 3002 3457 3201',
              'For example AT61 1904 3002 3457 3201',
            ),
            maxLength: 34,
            sensitive: true,
            width: 'half',
          },
          {
            id: 'place',
            type: 'location',
            label: t('Wo ist es passiert?', 'Where did it happen?'),
            hint: t(
              'Zum Beispiel der Ort des Bankomaten oder der Filiale.',
              'For example where the cash machine or branch is.',
            ),
          },
          {
            id: 'description',
            type: 'textarea',
            label: t('Beschreiben Sie bitte, was passiert ist', 'Please describe what happened'),
            required: true,
            minLength: 30,
            maxLength: 2000,
            rows: 7,
          },
          {
            id: 'attachments',
            type: 'upload',
            label: t('Belege', 'Documents'),
            hint: t(
              'Kontoauszug, Foto oder Schriftverkehr, wenn Sie welche haben.',
              'A statement, a photo or letters, if you have any.',
            ),
            ...COMPLAINT_UPLOAD,
            messages: {
              fileCount: t(
                'Bitte laden Sie höchstens 3 Belege hoch („%s“ ist einer zu viel).',
                'Please upload at most 3 documents (“%s” is one too many).',
              ),
              fileSize: t(
                '„%s“ ist größer als 5 MB. Bitte verkleinern Sie die Datei.',
                '“%s” is larger than 5 MB. Please make the file smaller.',
              ),
              fileExtension: t(
                '„%s“ ist kein PDF, JPG oder PNG.',
                '“%s” is not a PDF, JPG or PNG.',
              ),
            },
          },
        ],
      },
      {
        id: 'kontakt',
        title: t('Ihre Kontaktdaten', 'Your contact details'),
        fields: [...personFields(language), phoneField(language), privacyField(language)],
      },
    ],
    conditions: [
      {
        field: 'category',
        operation: 'equals',
        value: 'buchung',
        actions: [
          { action: 'show', target: 'bookingPeriod' },
          { action: 'require', target: 'bookingPeriod' },
          { action: 'require', target: 'iban' },
        ],
      },
      {
        field: 'category',
        operation: 'equals',
        value: 'karte',
        actions: [{ action: 'show', target: 'place' }],
      },
    ],
    texts: {
      submit: t('Beschwerde senden', 'Send complaint'),
      successTitle: t('Ihre Beschwerde ist bei uns eingegangen', 'We have received your complaint'),
      successText: t(
        'Unser Beschwerdemanagement meldet sich innerhalb von fünf Werktagen bei Ihnen.',
        'Our complaints team will get back to you within five working days.',
      ),
    },
  };
}
