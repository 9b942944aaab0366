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
