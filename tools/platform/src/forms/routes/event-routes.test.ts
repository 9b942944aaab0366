import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { formsTestServer } from '../testing/forms-test-server';

const data = (app: FastifyInstance, profile: string, event: string, extra = '') =>
  send(app, {
    url: `/api/campaign/forms/eventdata.json?profilePKey=${profile}&servicePKey=${event}${extra}`,
  });

const register = (
  app: FastifyInstance,
  profile: string,
  event: string,
  fields: Record<string, string | string[]>,
) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item);
  return send(app, {
    method: 'POST',
    url: `/api/campaign/forms/${profile}/${event}`,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
};

const anna = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna.berger@example.at',
  participants: '2',
  dietary: ['vegetarisch', 'glutenfrei'],
};

describe('the event-management service', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = formsTestServer();
  });
  afterEach(() => app.close());

  it('prefills the invitation with the profile, the event and the places left', async () => {
    const answer = (await data(app, 'p-anna-berger', 'ev-wohntraum')).json();
    expect(answer).toEqual({
      eventData: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.at' },
      profileData: {
        Veranstaltung: 'Wohntraum finanzieren: der Infoabend',
        Termin: 'Mi., 18.03.2026, 18:00 Uhr',
        Ort: 'Beratungszentrum Graz, Herrengasse 8, 8010 Graz',
        Eingeladen: 'Anna Berger',
      },
      responseStatus: 'PENDING',
      openstatus: { openflag: true, afterRegistrationStart: true, beforeRegistrationEnd: true },
      remainingLimits: { participantLimit: 2, participants: 2 },
    });
    expect(
      (await data(app, 'p-anna-berger', 'ev-wohntraum', '&language=en')).json().profileData,
    ).toHaveProperty('Event');
  });

  it.each([
    ['p-markus-huber', 'ev-anlegen', 'ACCEPTED'],
    ['p-sabine-gruber', 'ev-anlegen', 'DECLINED'],
    ['p-thomas-wagner', 'ev-vorsorge', 'WAITLIST'],
    ['p-eva-pichler', 'ev-unternehmerfruehstueck', 'ATTENDED'],
    ['p-lukas-moser', 'ev-unternehmerfruehstueck', 'NOTATTENDED'],
  ])('answers the response status of %s for %s: %s', async (profile, event, status) => {
    expect((await data(app, profile, event)).json().responseStatus).toBe(status);
  });

  it.each([
    ['ev-digital', { openflag: false, afterRegistrationStart: true, beforeRegistrationEnd: true }],
    [
      'ev-finanzfuehrerschein',
      { openflag: true, afterRegistrationStart: false, beforeRegistrationEnd: true },
    ],
    [
      'ev-unternehmerfruehstueck',
      { openflag: true, afterRegistrationStart: true, beforeRegistrationEnd: false },
    ],
  ])('tells that %s is not open, and refuses registrations', async (event, openstatus) => {
    expect((await data(app, 'p-anna-berger', event)).json().openstatus).toEqual(openstatus);
    expect((await register(app, 'p-anna-berger', event, anna)).statusCode).toBe(409);
  });

  it('registers with form data, then on the waiting list once the places are gone', async () => {
    const accepted = await register(app, 'p-anna-berger', 'ev-wohntraum', anna);
    expect(accepted.json()).toEqual({ responseStatus: 'ACCEPTED' });
    const after = (await data(app, 'p-anna-berger', 'ev-wohntraum')).json();
    expect(after.responseStatus).toBe('ACCEPTED');
    expect(after.eventData).toMatchObject({ participants: '2', dietary: 'vegetarisch,glutenfrei' });
    expect(after.remainingLimits).toEqual({ participantLimit: 0 });
    const late = await register(app, 'p-markus-huber', 'ev-wohntraum', {
      ...anna,
      participants: '1',
    });
    expect(late.json()).toEqual({ responseStatus: 'WAITLIST' });
  });

  it('answers 400 with the field messages for an incomplete registration, and 404 for an unknown invitation', async () => {
    const response = await register(app, 'p-anna-berger', 'ev-anlegen', {
      firstName: 'Anna',
      email: 'anna@',
      participants: '9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      lastName: 'Bitte füllen Sie dieses Feld aus.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      participants: 'Bitte wählen Sie eine Option.',
    });
    expect((await data(app, 'p-nobody', 'ev-anlegen')).statusCode).toBe(404);
    expect(
      (await send(app, { url: '/api/campaign/forms/eventdata.json?profilePKey=p-anna-berger' }))
        .statusCode,
    ).toBe(400);
  });

  it('honours the failure injection', async () => {
    expect((await data(app, 'p-anna-berger', 'ev-anlegen', '&ctbFail=500')).statusCode).toBe(500);
    expect(
      (await data(app, 'p-anna-berger', 'ev-anlegen', '&ctbFail=malformed')).json(),
    ).not.toHaveProperty('eventData');
  });
});
