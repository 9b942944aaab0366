import type { Language } from '../../../common/config/app-names';
import { localize, type FormDefinition } from '../definition-types';
import { personFields, phoneField, privacyField } from './common-fields';

/** Where the picker asks for free times, under the paas base URL. */
export const APPOINTMENT_SERVICE = '/api/forms/forms-ui-services/rest/appointmentTime/';
/** The most time blocks a visitor may propose (SPEC: an injected value). */
export const MAX_APPOINTMENT_PROPOSALS = 3;

/** Appointment request: the stored branch, proposed times from its calendar, the visitor. */
export function appointmentForm(language: Language): FormDefinition {
  const t = (de: string, en: string) => localize(language, { de, en });
  return {
    id: 'terminvereinbarung',
    title: t('Beratungstermin vereinbaren', 'Book a consultation'),
    intro: t(
      'Wählen Sie Ihre Filiale und schlagen Sie uns bis zu drei Termine vor. Wir bestätigen Ihnen einen davon per E-Mail.',
      'Choose your branch and propose up to three times. We will confirm one of them by e-mail.',
    ),
    steps: [
      {
        id: 'termin',
        title: t('Filiale und Termin', 'Branch and time'),
        fields: [
          {
            id: 'advisor',
            type: 'hidden',
            label: t('Ihre Beraterin / Ihr Berater', 'Your adviser'),
            value: '',
            showValue: true,
          },
          { id: 'advisorEmail', type: 'hidden', label: 'advisorEmail', value: '' },
          {
            id: 'subsidiary',
            type: 'hidden',
            label: t('Filiale der Beraterin / des Beraters', 'Adviser’s branch'),
            value: '',
            showValue: true,
          },
          { id: 'branch', type: 'branch', label: t('Ihre Filiale', 'Your branch'), required: true },
          {
            id: 'topic',
            type: 'select',
            label: t('Thema der Beratung', 'Topic of the consultation'),
            required: true,
            options: [
              { value: 'wohnen', label: t('Wohnen und Finanzieren', 'Housing and financing') },
              { value: 'anlegen', label: t('Anlegen und Vorsorgen', 'Investing and pensions') },
              { value: 'konto', label: t('Konto eröffnen', 'Opening an account') },
              { value: 'unternehmen', label: t('Für Unternehmen', 'For businesses') },
            ],
          },
          {
            id: 'meetingType',
            type: 'buttonList',
            label: t('Wie möchten Sie beraten werden?', 'How would you like to meet?'),
            required: true,
            options: [
              { value: 'filiale', label: t('In der Filiale', 'At the branch') },
              { value: 'video', label: t('Per Video', 'By video') },
              { value: 'telefon', label: t('Am Telefon', 'By phone') },
            ],
          },
          {
            id: 'appointment',
            type: 'appointment',
            label: t('Ihre Terminvorschläge', 'Your proposed times'),
            required: true,
            maxSelections: MAX_APPOINTMENT_PROPOSALS,
            serviceUrl: APPOINTMENT_SERVICE,
            branchField: 'branch',
          },
        ],
      },
      {
        id: 'person',
        title: t('Ihre Daten', 'Your details'),
        fields: [
          ...personFields(language),
          phoneField(language, true),
          {
            id: 'birthDate',
            type: 'date',
            label: t('Geburtsdatum', 'Date of birth'),
            minDate: '1900-01-01',
            maxDate: 'today-14y',
            width: 'half',
          },
          privacyField(language),
        ],
      },
    ],
    texts: {
      submit: t('Termin anfragen', 'Request appointment'),
      successTitle: t('Ihre Terminanfrage ist bei uns', 'We have your appointment request'),
      successText: t(
        'Wir bestätigen Ihnen einen Ihrer Terminvorschläge in den nächsten Stunden per E-Mail.',
        'We will confirm one of your proposed times by e-mail within the next few hours.',
      ),
    },
  };
}
