import { loadExposed, readManifest, type RemoteManifest } from './load-remote';

const MANIFEST_URL = 'http://localhost:8103/releases/0.1.0-abc1234/mf-manifest.json';

function answer(body: unknown, status = 200) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    json: () =>
      typeof body === 'string' ? Promise.reject(new SyntaxError(body)) : Promise.resolve(body),
  });
}

const manifestJson = {
  name: 'calculators',
  metaData: {
    globalName: 'ctb_remote_calculators',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    buildInfo: { buildVersion: '0.1.0-abc1234' },
  },
};

type Loaded = { script: HTMLScriptElement };
let entries: MutationObserver | undefined;
/**
 * Each remote entry script the loader appends "runs": loads (the test has set the container's
 * global, as the entry would), or fails to load when its URL is not served.
 */
function serveEntries(served: string[]): Loaded[] {
  const loaded: Loaded[] = [];
  entries = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (!(node instanceof HTMLScriptElement)) continue;
      loaded.push({ script: node });
      node.dispatchEvent(new Event(served.includes(node.src) ? 'load' : 'error'));
    }
  });
  entries.observe(document.head, { childList: true });
  return loaded;
}

function fakeContainer(exposed: unknown) {
  return {
    init: jest.fn().mockResolvedValue(undefined),
    get: jest.fn().mockResolvedValue(() => exposed),
  };
}

const manifestOf = (port: number): RemoteManifest => ({
  globalName: `ctb_remote_${port}`,
  entryUrl: `http://localhost:${port}/remoteEntry.js`,
  buildVersion: undefined,
});

describe('reading a remote manifest', () => {
  it('names the entry script beside the manifest, its global and the release', async () => {
    answer(manifestJson);
    await expect(readManifest(MANIFEST_URL)).resolves.toEqual({
      globalName: 'ctb_remote_calculators',
      entryUrl: 'http://localhost:8103/releases/0.1.0-abc1234/remoteEntry.js',
      buildVersion: '0.1.0-abc1234',
    });
    expect(global.fetch).toHaveBeenCalledWith(MANIFEST_URL, { credentials: 'omit' });
  });

  it.each([
    ['an error status', {}, 404, `manifest ${MANIFEST_URL} answered 404`],
    ['no JSON', 'Unexpected token <', 200, `manifest ${MANIFEST_URL} is not valid JSON`],
    [
      'no entry',
      { metaData: { globalName: 'x' } },
      200,
      `manifest ${MANIFEST_URL} names no remote entry`,
    ],
    [
      'no global',
      { metaData: { remoteEntry: { name: 'remoteEntry.js' } } },
      200,
      `manifest ${MANIFEST_URL} names no remote entry`,
    ],
  ])('fails with a line naming the manifest on %s', async (_case, body, status, message) => {
    answer(body, status);
    await expect(readManifest(MANIFEST_URL)).rejects.toThrow(message);
  });
});

it('fails with a line naming the manifest that could not be fetched', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(readManifest(MANIFEST_URL)).rejects.toThrow(
    `manifest ${MANIFEST_URL} could not be fetched (Failed to fetch)`,
  );
});

describe('loading an exposed module', () => {
  beforeEach(() => {
    entries?.disconnect();
    document.head.innerHTML = '';
  });

  it('loads each entry once with the page nonce, and gives every container the one share scope', async () => {
    const first = fakeContainer({ mount: 'first' });
    const second = fakeContainer({ mount: 'second' });
    const loaded = serveEntries([
      'http://localhost:8103/remoteEntry.js',
      'http://localhost:8104/remoteEntry.js',
    ]);
    Object.assign(window, { ctb_remote_8103: first, ctb_remote_8104: second });

    await expect(loadExposed(manifestOf(8103), './mount', 'n0nce')).resolves.toEqual({
      mount: 'first',
    });
    await expect(loadExposed(manifestOf(8103), './mount', 'n0nce')).resolves.toEqual({
      mount: 'first',
    });
    await expect(loadExposed(manifestOf(8104), './mount', 'n0nce')).resolves.toEqual({
      mount: 'second',
    });

    expect(loaded.map(({ script }) => [script.src, script.nonce, script.async])).toEqual([
      ['http://localhost:8103/remoteEntry.js', 'n0nce', true],
      ['http://localhost:8104/remoteEntry.js', 'n0nce', true],
    ]);
    expect(first.init).toHaveBeenCalledTimes(1);
    expect(first.init.mock.calls[0]?.[0]).toBe(second.init.mock.calls[0]?.[0]);
    expect(first.get).toHaveBeenCalledWith('./mount');
  });

  it("runs each remote's module in a task of its own when their code arrives together", async () => {
    const order: string[] = [];
    const exposing = (name: string) => ({
      init: jest.fn().mockResolvedValue(undefined),
      // The module's code: whatever it queues as a microtask belongs to the same task.
      get: jest.fn().mockResolvedValue(() => {
        order.push(`${name} runs`);
        queueMicrotask(() => order.push(`${name}'s microtasks`));
        return { name };
      }),
    });
    serveEntries(['http://localhost:8110/remoteEntry.js', 'http://localhost:8111/remoteEntry.js']);
    Object.assign(window, {
      ctb_remote_8110: exposing('first'),
      ctb_remote_8111: exposing('second'),
    });

    await Promise.all([
      loadExposed(manifestOf(8110), './mount', undefined),
      loadExposed(manifestOf(8111), './mount', undefined),
    ]);

    expect(order).toEqual([
      'first runs',
      "first's microtasks",
      'second runs',
      "second's microtasks",
    ]);
  });

  it('fails with a line naming the entry that could not be loaded', async () => {
    serveEntries([]);
    await expect(loadExposed(manifestOf(8105), './mount', undefined)).rejects.toThrow(
      'remote entry http://localhost:8105/remoteEntry.js could not be loaded',
    );
  });

  it('fails with a line naming the global an entry did not set', async () => {
    serveEntries(['http://localhost:8106/remoteEntry.js']);
    Object.assign(window, { ctb_remote_8106: undefined });
    await expect(loadExposed(manifestOf(8106), './mount', undefined)).rejects.toThrow(
      'remote entry http://localhost:8106/remoteEntry.js set no container "ctb_remote_8106"',
    );
  });
});
