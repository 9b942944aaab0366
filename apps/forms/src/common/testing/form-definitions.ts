/** A contact form of three steps with a condition, as the platform serves one (shortened). */
export const contactDefinition = {
  id: 'kontakt-test',
  title: 'Kontaktformular',
  steps: [
    {
      id: 'anliegen',
      title: 'Ihr Anliegen',
      fields: [
        {
          id: 'topic',
          type: 'select',
          label: 'Thema',
          required: true,
          options: [
            { value: 'konto', label: 'Konto und Karte' },
            { value: 'kredit', label: 'Finanzierung' },
          ],
        },
        {
          id: 'amount',
          type: 'number',
          label: 'Gewünschter Betrag',
          min: 1000,
          max: 500000,
          step: 100,
          unit: 'EUR',
        },
        {
          id: 'message',
          type: 'textarea',
          label: 'Ihre Nachricht',
          required: true,
          minLength: 10,
          maxLength: 200,
        },
      ],
    },
    {
      id: 'person',
      title: 'Ihre Daten',
      fields: [
        { id: 'name', type: 'text', label: 'Vor- und Nachname', required: true },
        { id: 'email', type: 'email', label: 'E-Mail-Adresse', required: true },
        { id: 'accountNumber', type: 'text', label: 'Kontonummer', sensitive: true },
      ],
    },
    {
      id: 'abschluss',
      title: 'Bestätigung',
      fields: [
        {
          id: 'privacy',
          type: 'checkbox',
          label: 'Ich habe die Datenschutzerklärung gelesen.',
          required: true,
        },
      ],
    },
  ],
  conditions: [
    {
      field: 'topic',
      operation: 'equals',
      value: 'kredit',
      actions: [
        { action: 'show', target: 'amount' },
        { action: 'require', target: 'amount' },
      ],
    },
  ],
};
