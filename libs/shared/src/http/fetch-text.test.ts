import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetAccessTokenForTests } from '../access-token/get-access-token';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { fetchText } from './fetch-text';
import { paasUrl } from './paas-url';

const server = setupServer(
  http.get('http://localhost/cachableservlets/token.json', () =>
    HttpResponse.json({ access_token: 'abc' }),
  ),
  http.get('http://localhost/de/legal-info.html', ({ request }) =>
    HttpResponse.text(
      `<p>Rechtliche Hinweise ${request.headers.get('authorization') ?? 'ohne Token'}</p>`,
    ),
  ),
  http.get('http://127.0.0.1:8090/fragments/rti', ({ request }) =>
    HttpResponse.text(`<p>${request.headers.get('authorization')}</p>`),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  installPageConfigForTests({ paasBaseUrl: 'http://127.0.0.1:8090/' });
  resetAccessTokenForTests();
});
afterAll(() => server.close());

describe('fetchText', () => {
  it('loads an HTML fragment from the CMS host without the bearer token', async () => {
    await expect(fetchText('/de/legal-info.html')).resolves.toBe(
      '<p>Rechtliche Hinweise ohne Token</p>',
    );
  });

  it('adds the bearer token for fragments from the platform', async () => {
    await expect(fetchText(paasUrl('/fragments/rti'))).resolves.toBe('<p>Bearer abc</p>');
  });

  it('rejects a missing fragment with HttpError', async () => {
    server.use(
      http.get('http://localhost/de/missing.html', () => new HttpResponse(null, { status: 404 })),
    );
    await expect(fetchText('/de/missing.html')).rejects.toMatchObject({
      name: 'HttpError',
      status: 404,
    });
  });
});

describe('paasUrl', () => {
  it('joins the path to the platform base URL with exactly one slash', () => {
    expect(paasUrl('/api/calculators/credit')).toBe('http://127.0.0.1:8090/api/calculators/credit');
    expect(paasUrl('api/calculators/credit')).toBe('http://127.0.0.1:8090/api/calculators/credit');
  });

  it('keeps absolute URLs as they are', () => {
    expect(paasUrl('https://paas.example.at/x')).toBe('https://paas.example.at/x');
  });
});
