/** The field messages of the form service (SPEC "Forms"), German and English. */
const MESSAGES = {
  required: { de: 'Bitte füllen Sie dieses Feld aus.', en: 'Please fill this field.' },
  email: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid e-mail address.',
  },
  number: { de: 'Bitte geben Sie einen gültigen Wert ein.', en: 'Please enter a valid value.' },
  range: {
    de: 'Der Wert sollte zwischen %s und %s liegen.',
    en: 'The value should be between %s and %s.',
  },
  length: {
    de: 'Bitte geben Sie zwischen %s und %s Zeichen ein.',
    en: 'Please enter between %s and %s characters.',
  },
  choice: { de: 'Bitte wählen Sie eine Option.', en: 'Please choose an option.' },
  date: { de: 'Bitte geben Sie ein gültiges Datum ein.', en: 'Please enter a valid date.' },
  dateMin: { de: 'Datum darf nicht vor dem %s liegen.', en: 'The date should be greater than %s.' },
  dateMax: { de: 'Datum darf nicht nach dem %s liegen.', en: 'The date should be lower than %s.' },
  period: { de: 'Bitte wählen Sie einen Zeitraum.', en: 'Please select a period.' },
  url: { de: 'Bitte geben Sie eine gültige URL ein.', en: 'Please enter a valid url.' },
  appointment: { de: 'Bitte wählen Sie einen Termin.', en: 'Please choose an appointment.' },
  appointmentTaken: {
    de: 'Der Termin am %s um %s ist nicht mehr frei.',
    en: 'The appointment on %s at %s is no longer free.',
  },
  branch: { de: 'Bitte wählen Sie eine Filiale.', en: 'Please choose a branch.' },
  upload: {
    de: 'Diese Datei wurde nicht für dieses Formular hochgeladen.',
    en: 'This file was not uploaded for this form.',
  },
  fileCount: {
    de: 'Sie können höchstens %s Dateien hochladen.',
    en: 'You can upload at most %s files.',
  },
  remaining: { de: 'Leider sind nur noch %s verfügbar.', en: 'Unfortunately only %s are left.' },
} as const;

export type ServiceMessage = keyof typeof MESSAGES;
export type ServiceLanguage = 'de' | 'en';

export function serviceMessage(
  language: ServiceLanguage,
  key: ServiceMessage,
  ...values: (string | number)[]
): string {
  let index = 0;
  return MESSAGES[key][language].replace(/%s/g, () => String(values[index++] ?? ''));
}

/** The language of the service's messages: English when the browser prefers it, else German. */
export function languageOf(acceptLanguage: string | undefined): ServiceLanguage {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'de';
}
