import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { formsTestServer, formToken, originOf, submit } from '../testing/forms-test-server';

const INSTANCE = 'instance-upload-1';

async function upload(
  app: FastifyInstance,
  name: string,
  bytes: number,
  fieldId = 'attachments',
  instanceId = INSTANCE,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  body.append('instanceId', instanceId);
  body.append('fieldId', fieldId);
  body.append(
    'file',
    new Blob([new Uint8Array(bytes).fill(37)], { type: 'application/pdf' }),
    name,
  );
  const response = await fetch(`${await originOf(app)}/forms/beschwerde/upload/`, {
    method: 'POST',
    body,
    headers,
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

describe('uploads of the complaint form', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = formsTestServer();
  });
  afterEach(() => app.close());

  it('keeps a file for the form instance and answers {id, name}', async () => {
    const answer = await upload(app, 'Kontoauszug März.pdf', 120_000);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: expect.stringMatching(/^[\w-]{36}$/),
      name: 'Kontoauszug März.pdf',
    });
  });

  it('enforces the size limit of 5 MB as 5,000,000 bytes, the extensions and the count', async () => {
    expect((await upload(app, 'genau-5mb.pdf', 5_000_000)).status).toBe(201);
    const large = await upload(app, 'zu-gross.pdf', 5_000_001);
    expect(large).toEqual({
      status: 400,
      json: { message: 'Die Datei „zu-gross.pdf“ ist größer als 5 MB.' },
    });
    const wrong = await upload(app, 'makro.docm', 100);
    expect(wrong.json.message).toBe(
      'Die Datei „makro.docm“ hat kein erlaubtes Format (pdf, jpg, jpeg, png).',
    );
    await upload(app, 'zwei.png', 100);
    await upload(app, 'drei.jpg', 100);
    const fourth = await upload(app, 'vier.pdf', 100, 'attachments', INSTANCE, {
      'accept-language': 'en',
    });
    expect(fourth).toEqual({
      status: 400,
      json: { message: 'You can upload at most 3 files. “vier.pdf” was not added.' },
    });
  });

  it('forgets a removed file, so its place is free again', async () => {
    const ids: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      ids.push((await upload(app, name, 1_000)).json.id!);
    expect((await upload(app, 'd.pdf', 1_000)).status).toBe(400);
    const origin = await originOf(app);
    const remove = (id: string, instanceId = INSTANCE) =>
      fetch(`${origin}/forms/beschwerde/upload/${id}?instanceId=${instanceId}`, {
        method: 'DELETE',
      });
    expect((await remove(ids[1]!, 'another-instance')).status).toBe(404);
    expect((await remove(ids[1]!)).status).toBe(204);
    expect((await remove(ids[1]!)).status).toBe(404);
    expect((await upload(app, 'd.pdf', 1_000)).status).toBe(201);
  });

  it('refuses a field that takes no files, and honours the failure injection', async () => {
    expect((await upload(app, 'a.pdf', 10, 'description')).status).toBe(400);
    expect(
      (await upload(app, 'a.pdf', 10, 'attachments', INSTANCE, { 'x-ctb-fail': '500' })).status,
    ).toBe(500);
  });

  it('accepts in a submission only the files uploaded for that instance', async () => {
    const mine = (await upload(app, 'beleg.pdf', 100)).json;
    const foreign = (await upload(app, 'fremd.pdf', 100, 'attachments', 'instance-upload-2')).json;
    const base = {
      category: 'karte',
      incidentDate: '2026-02-20',
      iban: 'AT611904300234573201',
      description: 'Der Bankomat hat meine Karte eingezogen, obwohl der PIN richtig war.',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna.berger@example.at',
      privacy: true,
      instanceId: INSTANCE,
    };
    const tokenId = await formToken(app, 'beschwerde', INSTANCE);
    const refused = await submit(
      app,
      'beschwerde',
      { ...base, tokenId, attachments: [foreign] },
      'key-upload-0000000001',
    );
    expect(refused.json().fieldErrors).toEqual({
      attachments: 'Diese Datei wurde nicht für dieses Formular hochgeladen.',
    });
    const accepted = await submit(
      app,
      'beschwerde',
      { ...base, tokenId, attachments: [mine] },
      'key-upload-0000000002',
    );
    expect(accepted.statusCode).toBe(201);
    const stored = (await send(app, { url: '/forms/beschwerde/submissions.json' })).json()
      .submissions[0];
    expect(stored.values.attachments).toEqual([mine]);
  });
});
