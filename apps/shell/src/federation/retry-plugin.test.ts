import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RETRY_DELAYS_MS, retryPlugin } from './retry-plugin';

const url = 'http://localhost:8103/mf-manifest.json';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function plugin() {
  const waits: number[] = [];
  const { fetch, loadEntryError } = retryPlugin({
    wait: async (ms) => void waits.push(ms),
  });
  return { fetch: fetch!, loadEntryError: loadEntryError!, waits };
}

/** A server that answers `statuses` in turn (0: the connection drops), then 200. */
function answering(...statuses: number[]) {
  const seen: Array<RequestCredentials> = [];
  server.use(
    http.get(url, ({ request }) => {
      seen.push(request.credentials);
      const status = statuses.shift();
      if (status === 0) return HttpResponse.error();
      if (status !== undefined) return new HttpResponse(null, { status });
      return HttpResponse.json({ name: 'calculators' });
    }),
  );
  return seen;
}

describe('retrying a manifest', () => {
  it('asks again after a dropped connection and a 503, waiting longer each time, without cookies', async () => {
    const seen = answering(0, 503);
    const { fetch, waits } = plugin();
    const response = (await fetch(url, {})) as Response;
    await expect(response.json()).resolves.toEqual({ name: 'calculators' });
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(seen).toEqual(['omit', 'omit', 'omit']);
  });

  it('gives up after its last try and names the address and the answer', async () => {
    answering(503, 502, 504);
    const { fetch, waits } = plugin();
    await expect(fetch(url, {})).rejects.toThrow(`${url} answered 504`);
    expect(waits).toHaveLength(RETRY_DELAYS_MS.length);
  });

  it('does not ask again for a manifest that is not there', async () => {
    answering(404);
    const { fetch, waits } = plugin();
    await expect(fetch(url, {})).rejects.toThrow(`${url} answered 404`);
    expect(waits).toEqual([]);
  });
});

describe('retrying a remote entry', () => {
  const args = (getRemoteEntry: jest.Mock) => ({
    getRemoteEntry,
    origin: {} as never,
    remoteInfo: { name: 'calculators' } as never,
    remoteEntryExports: undefined,
    globalLoading: { 'calculators:entry': Promise.resolve(undefined) } as Record<
      string,
      Promise<void | false | undefined> | undefined
    >,
    uniqueKey: 'calculators:entry',
  });

  it('loads it again after a wait, forgetting the failed load, and hands back its exports', async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(container);
    const { loadEntryError, waits } = plugin();
    const hookArgs = args(getRemoteEntry);
    await expect(loadEntryError(hookArgs as never)).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(hookArgs.globalLoading['calculators:entry']).toBeUndefined();
  });

  it('gives up with the last error after its last try', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('still offline'));
    const { loadEntryError } = plugin();
    await expect(loadEntryError(args(getRemoteEntry) as never)).rejects.toThrow('still offline');
    expect(getRemoteEntry).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length);
  });
});
