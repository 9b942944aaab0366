import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { formsTestServer, formToken, submit } from '../testing/forms-test-server';

const INSTANCE = 'instance-0001';
const KEY = 'key-0000000000000001';

/** A complete contact request as the widget sends it (a customer with a financing question). */
function contactRequest(tokenId: string, overrides: Record<string, unknown> = {}) {
  return {
    topic: 'finanzierung',
    customer: 'ja',
    customerNumber: '12345678',
    amount: 250000,
    message: 'Wir planen den Kauf einer Wohnung in Innsbruck und bitten um ein Gespräch.',
    salutation: 'frau',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'anna.berger@example.at',
    phone: '',
    contactWay: 'email',
    privacy: true,
    newsletter: false,
    instanceId: INSTANCE,
    tokenId,
    ...overrides,
  };
}

describe('the form services', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = formsTestServer();
  });
  afterEach(() => app.close());

  it('serves a definition per language and 404 for an unknown form', async () => {
    const german = await send(app, { url: '/forms/kontakt/definition.json?lang=de' });
    expect(german.statusCode).toBe(200);
    expect(german.json()).toMatchObject({ id: 'kontakt', title: 'Kontaktformular' });
    expect(german.json().steps).toHaveLength(3);
    expect((await send(app, { url: '/forms/kontakt/definition.json?lang=en' })).json().title).toBe(
      'Contact form',
    );
    expect((await send(app, { url: '/forms/nope/definition.json' })).statusCode).toBe(404);
  });

  it('stores a valid submission once and lists it for QA', async () => {
    const token = await formToken(app, 'kontakt', INSTANCE);
    const response = await submit(app, 'kontakt', contactRequest(token), KEY);
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^KF-2026-\d{6}$/);
    const { submissions } = (await send(app, { url: '/forms/kontakt/submissions.json' })).json();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      instanceId: INSTANCE,
      values: { topic: 'finanzierung', amount: 250000, email: 'anna.berger@example.at' },
    });
    expect(submissions[0].values).not.toHaveProperty('tokenId');
  });

  it('answers a retry with the same idempotency key with the first result, storing nothing twice', async () => {
    const first = await submit(
      app,
      'kontakt',
      contactRequest(await formToken(app, 'kontakt', INSTANCE)),
      KEY,
    );
    // A retry after a timeout: the widget fetched a newer form token meanwhile.
    const again = await submit(
      app,
      'kontakt',
      contactRequest(await formToken(app, 'kontakt', INSTANCE)),
      KEY,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(
      (await send(app, { url: '/forms/kontakt/submissions.json' })).json().submissions,
    ).toHaveLength(1);
    const other = await submit(
      app,
      'kontakt',
      contactRequest(await formToken(app, 'kontakt', INSTANCE), { firstName: 'Eva' }),
      KEY,
    );
    expect(other.statusCode).toBe(422);
  });

  it('refuses a submission without idempotency key or with a token of another instance', async () => {
    const token = await formToken(app, 'kontakt', 'instance-other');
    expect((await submit(app, 'kontakt', contactRequest(token), '')).statusCode).toBe(400);
    const forged = await submit(app, 'kontakt', contactRequest(token), KEY);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toContain('form token');
  });

  it('answers 400 with a message per field, following the conditions', async () => {
    const token = await formToken(app, 'kontakt', INSTANCE);
    const response = await submit(
      app,
      'kontakt',
      contactRequest(token, {
        amount: 100,
        email: 'anna@',
        contactWay: 'telefon',
        phone: '',
        privacy: false,
      }),
      KEY,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      amount: 'Der Wert sollte zwischen 5000 und 1000000 liegen.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      phone: 'Bitte füllen Sie dieses Feld aus.',
      callbackTime: 'Bitte wählen Sie eine Option.',
      privacy: 'Bitte wählen Sie eine Option.',
    });
    const english = await submit(
      app,
      'kontakt',
      contactRequest(token, { email: 'x' }),
      'key-0000000000000002',
      { 'accept-language': 'en-GB' },
    );
    expect(english.json().fieldErrors).toEqual({ email: 'Please enter a valid e-mail address.' });
  });

  it('keeps only the fields a condition shows', async () => {
    const token = await formToken(app, 'kontakt', INSTANCE);
    const response = await submit(
      app,
      'kontakt',
      contactRequest(token, { topic: 'konto', customer: 'nein', amount: 3 }),
      KEY,
    );
    expect(response.statusCode).toBe(201);
    const [stored] = (await send(app, { url: '/forms/kontakt/submissions.json' })).json()
      .submissions;
    expect(stored.values).not.toHaveProperty('amount');
    expect(stored.values).not.toHaveProperty('customerNumber');
  });

  it('counts the account-opening places down and refuses more than are left', async () => {
    const limits = async () =>
      (await send(app, { url: '/forms/kontoeroeffnung/remaining-limits.json' })).json()
        .remainingLimits;
    expect(await limits()).toEqual({ infoEvening: 12, seats: 12, bonus: 5, designCards: 8 });
    const person = {
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna.berger@example.at',
      privacy: true,
      accountType: 'gehalt',
    };
    const body = async (extra: Record<string, unknown>, instance: string) => ({
      ...person,
      ...extra,
      instanceId: instance,
      tokenId: await formToken(app, 'kontoeroeffnung', instance),
    });
    const first = await submit(
      app,
      'kontoeroeffnung',
      await body({ bonus: true, designCards: 3, infoEvening: true, seats: '4' }, 'instance-a1'),
      'key-a000000000000001',
    );
    expect(first.statusCode).toBe(201);
    expect(await limits()).toEqual({ infoEvening: 8, seats: 8, bonus: 4, designCards: 5 });
    for (const [index, instance] of ['instance-b1', 'instance-b2'].entries())
      await submit(
        app,
        'kontoeroeffnung',
        await body({ infoEvening: true, seats: '4' }, instance),
        `key-b00000000000000${index}`,
      );
    expect((await limits()).seats).toBe(0);
    const late = await submit(
      app,
      'kontoeroeffnung',
      await body({ infoEvening: true, seats: '1', designCards: 6 }, 'instance-c1'),
      'key-c000000000000001',
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({
      infoEvening: 'Leider sind nur noch 0 verfügbar.',
      seats: 'Leider sind nur noch 0 verfügbar.',
      designCards: 'Leider sind nur noch 5 verfügbar.',
    });
  });

  it.each([
    ['500', 500],
    ['401', 401],
    ['malformed', 200],
  ])('honours the failure injection %s on processForm and the token', async (mode, status) => {
    const token = await formToken(app, 'kontakt', INSTANCE);
    const response = await submit(app, 'kontakt', contactRequest(token), KEY, {
      'x-ctb-fail': mode,
    });
    expect(response.statusCode).toBe(status);
    expect(
      (await send(app, { url: `/forms/kontakt/token/?instanceId=${INSTANCE}&ctbFail=${mode}` }))
        .statusCode,
    ).toBe(status);
    expect(
      (await send(app, { url: '/forms/kontakt/submissions.json' })).json().submissions,
    ).toHaveLength(0);
  });
});

describe('the forms database', () => {
  it('keeps submissions across a restart of the platform', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ctb-forms-'));
    try {
      const before = formsTestServer({ dataDir });
      await submit(
        before,
        'kontakt',
        contactRequest(await formToken(before, 'kontakt', INSTANCE)),
        KEY,
      );
      await before.close();
      const after = formsTestServer({ dataDir });
      const { submissions } = (
        await send(after, { url: '/forms/kontakt/submissions.json' })
      ).json();
      expect(submissions).toHaveLength(1);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
