import { createInstance } from '@module-federation/runtime';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFederationHost, type FederationHost } from './federation-host';

const manifestUrl = (port: number, release = '') =>
  `http://localhost:${port}/${release ? `releases/${release}/` : ''}mf-manifest.json`;

/** What `mf-manifest.json` of a domain app says (the fields the runtime reads). */
function manifest(name: string, buildVersion: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion, buildName: `@ctb/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'window' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: `ctb_remote_${name}`,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:mount`,
        name: 'mount',
        path: './mount',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

/**
 * Plays the browser for each remote entry script the runtime inserts: a URL in `failures` fails
 * that many times, then "runs" (sets the container global the manifest names) and loads.
 */
function serveEntries(failures: Record<string, number> = {}) {
  const inserted: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (!(node instanceof HTMLScriptElement)) continue;
      inserted.push(node);
      const left = failures[node.src] ?? 0;
      if (left > 0) {
        failures[node.src] = left - 1;
        node.dispatchEvent(new Event('error'));
        continue;
      }
      const container = {
        init: jest.fn().mockResolvedValue(undefined),
        get: jest.fn().mockResolvedValue(() => lifecycles),
      };
      Object.assign(window, { ctb_remote_calculators: container, ctb_remote_lists: container });
      node.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return { inserted, stop: () => observer.disconnect() };
}

let instance = 0;
function host(options: Partial<Parameters<typeof createFederationHost>[0]> = {}) {
  instance += 1;
  const failed: Array<[string, string]> = [];
  const releases: Array<[string, string]> = [];
  const federationHost: FederationHost = createFederationHost({
    federation: createInstance({ name: `shell-test-${instance}`, remotes: [] }),
    nonce: 'page-nonce',
    policy: { createScriptURL: (url) => url },
    onRemoteFailed: (domain, message) => failed.push([domain, message]),
    onRelease: (domain, version) => releases.push([domain, version]),
    retry: { delays: [1, 1], wait: () => Promise.resolve() },
    ...options,
  });
  return { federationHost, failed, releases };
}

// The runtime keeps a loaded remote entry for the whole page (by domain and URL): each test
// loads its own URLs, as pages of different releases would.
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['ctb_remote_calculators'];
  delete (window as unknown as Record<string, unknown>)['ctb_remote_lists'];
  document.head.replaceChildren();
});

describe('the shell as a Module Federation host', () => {
  it('loads a domain’s ./mount from the remote entry its manifest names, with the page nonce, and records its release', async () => {
    server.use(
      http.get(manifestUrl(8103, '0.2.0-abc1234'), () =>
        HttpResponse.json(manifest('calculators', '0.2.0-abc1234')),
      ),
    );
    const entries = serveEntries();
    const { federationHost, failed, releases } = host();
    federationHost.register({ calculators: manifestUrl(8103, '0.2.0-abc1234') });
    await expect(federationHost.loadMount('calculators')).resolves.toBe(lifecycles);
    expect(entries.inserted.map((script) => [script.src, script.nonce])).toEqual([
      ['http://localhost:8103/releases/0.2.0-abc1234/remoteEntry.js', 'page-nonce'],
    ]);
    expect(releases).toEqual([['calculators', '0.2.0-abc1234']]);
    expect(failed).toEqual([]);
    entries.stop();
  });

  it('tries a remote entry that fails once again, and the domain loads', async () => {
    server.use(
      http.get(manifestUrl(8103), () => HttpResponse.json(manifest('calculators', '0.1.0'))),
    );
    const entries = serveEntries({ 'http://localhost:8103/remoteEntry.js': 1 });
    const { federationHost, failed } = host();
    federationHost.register({ calculators: manifestUrl(8103) });
    await expect(federationHost.loadMount('calculators')).resolves.toBe(lifecycles);
    expect(entries.inserted).toHaveLength(2);
    expect(failed).toEqual([]);
    entries.stop();
  });

  it('reports a remote entry that fails every time once, after its retries, naming the domain', async () => {
    server.use(
      http.get(manifestUrl(8103, 'down'), () => HttpResponse.json(manifest('calculators', 'down'))),
    );
    const entries = serveEntries({ 'http://localhost:8103/releases/down/remoteEntry.js': 99 });
    const { federationHost, failed } = host();
    federationHost.register({ calculators: manifestUrl(8103, 'down') });
    await expect(federationHost.loadMount('calculators')).rejects.toThrow();
    // The first load and the two retries.
    expect(entries.inserted).toHaveLength(3);
    expect(failed).toEqual([['calculators', expect.stringContaining('remoteEntry.js')]]);
    entries.stop();
  });

  it('asks again for a manifest the server failed to give, and reports one it never gives', async () => {
    let answers = 0;
    server.use(
      http.get(manifestUrl(8103), () => {
        answers += 1;
        return answers === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json(manifest('calculators', '0.1.0'));
      }),
      http.get(manifestUrl(8101), () => new HttpResponse(null, { status: 503 })),
    );
    const entries = serveEntries();
    const { federationHost, failed } = host();
    federationHost.register({ calculators: manifestUrl(8103), lists: manifestUrl(8101) });
    await expect(federationHost.loadMount('calculators')).resolves.toBe(lifecycles);
    await expect(federationHost.loadMount('lists')).rejects.toThrow();
    expect(failed).toEqual([['lists', expect.stringContaining('answered 503')]]);
    entries.stop();
  });

  it('registers a domain again with another URL (a developer’s override), which is then what loads', async () => {
    server.use(
      http.get(manifestUrl(8103), () => HttpResponse.json(manifest('calculators', '0.1.0'))),
      http.get(manifestUrl(8113), () => HttpResponse.json(manifest('calculators', '0.1.0-local'))),
    );
    const entries = serveEntries();
    const { federationHost, releases } = host();
    federationHost.register({ calculators: manifestUrl(8103) });
    federationHost.register({ calculators: manifestUrl(8113) }, true);
    await federationHost.loadMount('calculators');
    expect(entries.inserted.map((script) => script.src)).toEqual([
      'http://localhost:8113/remoteEntry.js',
    ]);
    expect(releases).toEqual([['calculators', '0.1.0-local']]);
    entries.stop();
  });

  it('refuses a remote whose ./mount has no single-spa lifecycles', async () => {
    server.use(
      http.get(manifestUrl(8103), () => HttpResponse.json(manifest('calculators', '0.1.0'))),
    );
    const entries = serveEntries();
    lifecycles.mount = undefined as unknown as jest.Mock;
    const { federationHost } = host();
    federationHost.register({ calculators: manifestUrl(8103) });
    await expect(federationHost.loadMount('calculators')).rejects.toThrow(
      'does not export single-spa lifecycles',
    );
    lifecycles.mount = jest.fn();
    entries.stop();
  });
});
