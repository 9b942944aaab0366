import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadRemotesFile } from './remotes-file';

const url = 'http://localhost:8100/remotes.json';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the runtime remotes file', () => {
  it('maps each domain to its manifest URL', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ calculators: 'http://localhost:8103/mf-manifest.json' }),
      ),
    );
    await expect(loadRemotesFile(url)).resolves.toEqual({
      calculators: 'http://localhost:8103/mf-manifest.json',
    });
  });

  it('names the domain whose URL is not an absolute URL', async () => {
    server.use(http.get(url, () => HttpResponse.json({ calculators: '/relative' })));
    await expect(loadRemotesFile(url)).rejects.toThrow('is invalid at "calculators"');
  });

  it.each([
    [
      { Calculators: 'http://localhost:8103/mf-manifest.json' },
      'at "Calculators": a lower-case domain name',
    ],
    [{ calculators: 8103 }, 'at "calculators": an absolute manifest URL'],
    [['http://localhost:8103/mf-manifest.json'], 'at "": an object of domain -> manifest URL'],
  ])('names what is wrong in %j', async (body, message) => {
    server.use(http.get(url, () => HttpResponse.json(body)));
    await expect(loadRemotesFile(url)).rejects.toThrow(`remotes file ${url} is invalid ${message}`);
  });

  it('says when the file is not JSON', async () => {
    server.use(
      http.get(url, () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    await expect(loadRemotesFile(url)).rejects.toThrow('is not valid JSON');
  });

  it('says which status the server answered', async () => {
    server.use(http.get(url, () => new HttpResponse(null, { status: 404 })));
    await expect(loadRemotesFile(url)).rejects.toThrow('answered 404');
  });
});
