import { http, HttpResponse } from 'msw';

export const eventDefinition = {
  id: 'veranstaltung',
  steps: [
    {
      id: 'anmeldung',
      title: 'Anmeldung',
      fields: [
        { id: 'firstName', type: 'text', label: 'Vorname', required: true },
        { id: 'lastName', type: 'text', label: 'Nachname', required: true },
        { id: 'email', type: 'email', label: 'E-Mail-Adresse', required: true },
        {
          id: 'participants',
          type: 'select',
          label: 'Wer kommt?',
          required: true,
          options: ['1', '2', '3', '4'].map((value) => ({ value, label: `${value} Person(en)` })),
        },
        {
          id: 'dietary',
          type: 'checkboxGroup',
          label: 'Beim Imbiss bitte berücksichtigen',
          options: [
            { value: 'vegetarisch', label: 'vegetarisch' },
            { value: 'vegan', label: 'vegan' },
          ],
        },
      ],
    },
  ],
};

export const openStatus = {
  openflag: true,
  afterRegistrationStart: true,
  beforeRegistrationEnd: true,
};

export function eventAnswer(overrides: Record<string, unknown> = {}) {
  return {
    eventData: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.at' },
    profileData: { Veranstaltung: 'Wohntraum finanzieren', Termin: 'Mi., 18.03.2026, 18:00 Uhr' },
    responseStatus: 'PENDING',
    openstatus: openStatus,
    remainingLimits: { participantLimit: 2, participants: 2 },
    ...overrides,
  };
}

/** msw stand-ins of the event-management service; the posted registrations are recorded. */
export function eventServices(answer: Record<string, unknown> = eventAnswer()) {
  const posted: { url: string; body: URLSearchParams }[] = [];
  const handlers = [
    http.get('http://localhost/api/campaign/forms/eventdata.json', () => HttpResponse.json(answer)),
    http.post('http://localhost/api/campaign/forms/:profile/:service', async ({ request }) => {
      posted.push({ url: request.url, body: new URLSearchParams(await request.text()) });
      return HttpResponse.json({ responseStatus: 'ACCEPTED' });
    }),
  ];
  return { handlers, posted };
}
