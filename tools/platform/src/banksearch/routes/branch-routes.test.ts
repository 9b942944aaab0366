import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { testCmsServer, testPaasServer } from '../../testing/test-servers';
import { testConfig } from '../../testing/test-config';

// Monday 30 March 2026, 08:30 in Vienna (summer time since Sunday): 06:30 UTC.
const config = testConfig({ now: () => new Date('2026-03-30T06:30:00Z') });
let cms: FastifyInstance;
let paas: FastifyInstance;

beforeAll(async () => {
  cms = await testCmsServer(config);
  paas = await testPaasServer(config);
});
afterAll(async () => {
  await cms.close();
  await paas.close();
});

const WIEN = {
  center: { lat: 48.2082, lng: 16.3738 },
  bottomLeft: { lat: 48.1, lng: 16.2 },
  topRight: { lat: 48.3, lng: 16.55 },
};

describe('bank and branch services on the CMS host', () => {
  it('POST /api/branches/search answers documents, size and filter', async () => {
    const payload = {
      type: 'BANKSTELLENSUCHE',
      ...WIEN,
      offset: 0,
      size: 1000,
      filter: ['type:BANKSTELLE'],
    };
    const response = await send(cms, { method: 'POST', url: '/api/branches/search', payload });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.size).toBe(body.documents.length);
    expect(body.filter).toEqual(['type:BANKSTELLE']);
    expect(body.documents[0]).toMatchObject({ type: 'BANKSTELLE', address: { city: 'Wien' } });
    expect(typeof body.documents[0].distance).toBe('number');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rejects a search of the wrong type or with an unknown filter (400 {message})', async () => {
    const wrong = await send(cms, {
      method: 'POST',
      url: '/api/branches/search',
      payload: { type: 'X', ...WIEN },
    });
    expect(wrong.statusCode).toBe(400);
    const filter = await send(cms, {
      method: 'POST',
      url: '/api/branches/list',
      payload: { type: 'BANKSTELLENLISTESUCHE', filter: ['nope'] },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toContain('nope');
  });

  it('POST /api/branches/list answers documents and filter', async () => {
    const payload = {
      type: 'BANKSTELLENLISTESUCHE',
      query: 'Dornbirn',
      filter: [],
      mainInstituteReorder: false,
      path: '/banken/vorarlberg',
    };
    const body = (await send(cms, { method: 'POST', url: '/api/branches/list', payload })).json();
    expect(body.documents.length).toBeGreaterThan(0);
    expect(
      body.documents.every(
        (d: { address: { postalCode: string } }) => d.address.postalCode === '6850',
      ),
    ).toBe(true);
  });

  it('GET /api/branches/filter answers sections whose values the searches accept', async () => {
    const sections = (await send(cms, { url: '/api/branches/filter' })).json();
    expect(sections.length).toBeGreaterThanOrEqual(5);
    const values = sections.flatMap((s: { entries: { value: string }[] }) =>
      s.entries.map((e) => e.value),
    );
    const payload = { type: 'BANKSTELLENLISTESUCHE', query: '', filter: values.slice(0, 1) };
    expect(
      (await send(cms, { method: 'POST', url: '/api/branches/list', payload })).statusCode,
    ).toBe(200);
  });

  it('GET /api/branches/info/:id computes openNow in Vienna time; 404 {message} when unknown', async () => {
    const list = (
      await send(cms, {
        method: 'POST',
        url: '/api/branches/list',
        payload: { type: 'BANKSTELLENLISTESUCHE', query: 'Millstatt' },
      })
    ).json();
    const id = list.documents[0].id;
    const info = (await send(cms, { url: `/api/branches/info/${id}` })).json();
    expect(info.id).toBe(id);
    const monday = info.openingHours.periods.find((p: { day: number }) => p.day === 0);
    const opensBy0830 = monday?.intervals.some(
      (i: { open: string; close: string }) => i.open <= '08:30' && i.close > '08:30',
    );
    expect(info.openingHours.openNow).toBe(Boolean(opensBy0830));
    const missing = await send(cms, { url: '/api/branches/info/00000-0000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('00000-0000');
  });

  it('GET /api/branches/url converts a branch id into its page URL on the CMS host', async () => {
    const info = (
      await send(cms, {
        method: 'POST',
        url: '/api/branches/list',
        payload: { type: 'BANKSTELLENLISTESUCHE', query: 'Zirl' },
      })
    ).json();
    const body = (
      await send(cms, {
        url: `/api/branches/url?instituteId=${info.documents[0].id}&searchPath=/de/filialen`,
      })
    ).json();
    expect(body.url).toMatch(
      /^http:\/\/localhost:\d+\/banken\/tirol\/filialen\/zirl\.html\?searchPath=%2Fde%2Ffilialen$/,
    );
    expect((await send(cms, { url: '/api/branches/url?instituteId=x' })).statusCode).toBe(404);
  });

  it('GET <root path>/regional-content.html answers HTML with a stage slide; 404 for an unknown site', async () => {
    const html = await send(cms, { url: '/banken/salzburg/regional-content.html' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('data-stage-slide');
    expect(html.body).toContain('Salzburger Landesbank');
    expect(html.body).toContain('<address');
    expect((await send(cms, { url: '/banken/atlantis/regional-content.html' })).statusCode).toBe(
      404,
    );
  });

  it('fails on request like every endpoint', async () => {
    expect((await send(cms, { url: '/api/branches/filter?ctbFail=500' })).statusCode).toBe(500);
    const malformed = await send(cms, {
      url: '/api/branches/info/x',
      headers: { 'x-ctb-fail': 'malformed' },
    });
    expect(malformed.json()).not.toHaveProperty('id');
  });
});

describe('root path on the paas', () => {
  const get = async (query: string, auth = true) => {
    const token = (await send(cms, { url: '/cachableservlets/token.json' })).json().access_token;
    return send(paas, {
      url: `/api/sites/root-path${query}`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it('answers the site root path of the main institute', async () => {
    expect((await get('?instituteId=tirol&path=/de/index.html')).json()).toEqual({
      path: '/banken/tirol',
    });
    expect((await get('?instituteId=57300&path=/de/index.html')).json()).toEqual({
      path: '/banken/tirol',
    });
    expect((await get('?path=/banken/wien/de/index.html')).json()).toEqual({
      path: '/banken/wien',
    });
  });

  it('rejects a call without path (400 {message}) and one without a token (401)', async () => {
    const missing = await get('?instituteId=tirol');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('path');
    expect((await get('?instituteId=tirol&path=/x', false)).statusCode).toBe(401);
    expect((await get('?instituteId=unknown&path=/x')).statusCode).toBe(404);
  });
});
