import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import * as v from '@ctb/shared/validation';
import { resetAccessTokenForTests } from '../access-token/get-access-token';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { fetchJson } from './fetch-json';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../send-request';

const PAAS = 'http://127.0.0.1:8090/paas';
const creditSchema = v.object({ term: v.number(), monthlyRate: v.number() });
const authHeaders: Record<string, string | null> = {};
let tokenCount = 0;

const server = setupServer(
  http.get('http://localhost/cachableservlets/token.json', () => {
    tokenCount += 1;
    return HttpResponse.json({ access_token: `token-${tokenCount}` });
  }),
  http.post(`${PAAS}/api/calculators/credit`, async ({ request }) => {
    authHeaders.credit = request.headers.get('authorization');
    const body = (await request.json()) as { creditAmount: number };
    return HttpResponse.json({ term: 120, monthlyRate: body.creditAmount / 100 });
  }),
  http.get('http://localhost/api/lists/news', ({ request }) => {
    authHeaders.cms = request.headers.get('authorization');
    return HttpResponse.json({
      term: 1,
      monthlyRate: Number(new URL(request.url).searchParams.get('offset')),
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  installPageConfigForTests({ paasBaseUrl: PAAS });
  resetAccessTokenForTests();
  tokenCount = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchJson', () => {
  it('sends a JSON body to the platform with the bearer token and returns the validated answer', async () => {
    const result = await fetchJson(`${PAAS}/api/calculators/credit`, {
      method: 'POST',
      body: { creditAmount: 10000 },
      schema: creditSchema,
    });
    expect(result).toEqual({ term: 120, monthlyRate: 100 });
    expect(authHeaders.credit).toBe('Bearer token-1');
  });

  it('resolves relative URLs against the page and appends the query', async () => {
    const result = await fetchJson('/api/lists/news', {
      query: { offset: 11, filter: undefined },
      schema: creditSchema,
    });
    expect(result.monthlyRate).toBe(11);
  });

  it('never sends the bearer token to the CMS host', async () => {
    await fetchJson('/api/lists/news', { schema: creditSchema });
    expect(authHeaders.cms).toBeNull();
    expect(tokenCount).toBe(0);
  });

  it('never sends the bearer token to another path on the platform origin', async () => {
    server.use(
      http.get('http://127.0.0.1:8090/other/data', ({ request }) =>
        HttpResponse.json({ term: request.headers.has('authorization') ? 1 : 0, monthlyRate: 0 }),
      ),
    );
    const result = await fetchJson('http://127.0.0.1:8090/other/data', { schema: creditSchema });
    expect(result.term).toBe(0);
  });

  it('never sends the bearer token to another origin', async () => {
    server.use(
      http.get('https://maps.example.com/paas/api/x', ({ request }) =>
        HttpResponse.json({ term: request.headers.has('authorization') ? 1 : 0, monthlyRate: 0 }),
      ),
    );
    const result = await fetchJson('https://maps.example.com/paas/api/x', { schema: creditSchema });
    expect(result.term).toBe(0);
  });

  it('rejects a malformed body with ResponseValidationError naming the wrong field', async () => {
    server.use(
      http.get('http://localhost/api/broken', () =>
        HttpResponse.json({ term: '12', monthlyRate: 1 }),
      ),
    );
    const request = fetchJson('/api/broken', { schema: creditSchema });
    await expect(request).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(request).rejects.toThrow(/term: Invalid type: Expected number but received "12"/);
  });

  it('rejects a body that is not JSON with ResponseValidationError', async () => {
    server.use(http.get('http://localhost/api/broken', () => HttpResponse.text('<html>')));
    await expect(fetchJson('/api/broken', { schema: creditSchema })).rejects.toThrow(
      'the body is not JSON',
    );
  });

  it('rejects a non-2xx answer with HttpError carrying the status and the server message', async () => {
    server.use(
      http.post(`${PAAS}/api/calculators/credit`, () =>
        HttpResponse.json({ message: 'Kreditbetrag zu hoch' }, { status: 422 }),
      ),
    );
    const error = await fetchJson(`${PAAS}/api/calculators/credit`, {
      body: {},
      schema: creditSchema,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      serverMessage: 'Kreditbetrag zu hoch',
      method: 'POST',
    });
  });

  it('keeps the whole JSON body of an error answer, e.g. the errors per field of a form service', async () => {
    const body = {
      message: 'Invalid form',
      fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    };
    server.use(
      http.get('http://localhost/api/lists/news', () => HttpResponse.json(body, { status: 400 })),
    );
    const error = await fetchJson('/api/lists/news', { schema: creditSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 400, serverMessage: 'Invalid form', body });
  });

  it('rejects a non-2xx answer without a message body with HttpError and no server message', async () => {
    server.use(
      http.get('http://localhost/api/lists/news', () => new HttpResponse('oops', { status: 503 })),
    );
    const error = await fetchJson('/api/lists/news', { schema: creditSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'HttpError', status: 503, serverMessage: undefined });
  });

  it('drops the token after a 401 from the platform and retries once with a new one', async () => {
    server.use(
      http.post(`${PAAS}/api/calculators/credit`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-1'
          ? HttpResponse.json({ message: 'expired' }, { status: 401 })
          : HttpResponse.json({ term: 1, monthlyRate: 2 }),
      ),
    );
    await expect(
      fetchJson(`${PAAS}/api/calculators/credit`, { body: {}, schema: creditSchema }),
    ).resolves.toEqual({
      term: 1,
      monthlyRate: 2,
    });
    expect(tokenCount).toBe(2);
  });

  it('gives up after one retry when the platform keeps answering 401', async () => {
    server.use(
      http.post(`${PAAS}/api/calculators/credit`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(
      fetchJson(`${PAAS}/api/calculators/credit`, { body: {}, schema: creditSchema }),
    ).rejects.toMatchObject({ status: 401 });
    expect(tokenCount).toBe(2);
  });

  it('rejects with TimeoutError when the answer takes longer than the limit', async () => {
    server.use(
      http.get('http://localhost/api/slow', async () => {
        await delay(200);
        return HttpResponse.json({ term: 1, monthlyRate: 1 });
      }),
    );
    await expect(
      fetchJson('/api/slow', { schema: creditSchema, timeoutMs: 20 }),
    ).rejects.toBeInstanceOf(TimeoutError);
  });

  it('rejects with NetworkError when the connection fails', async () => {
    server.use(http.get('http://localhost/api/down', () => HttpResponse.error()));
    await expect(fetchJson('/api/down', { schema: creditSchema })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it("passes the caller's abort through unchanged", async () => {
    server.use(
      http.get('http://localhost/api/slow', async () => {
        await delay(200);
        return HttpResponse.json({ term: 1, monthlyRate: 1 });
      }),
    );
    const controller = new AbortController();
    const request = fetchJson('/api/slow', { schema: creditSchema, signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
