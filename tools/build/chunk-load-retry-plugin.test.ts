// The build tries a chunk again when its script fails to load, after RETRY_DELAYS_MS, and reports
// the failure only after the last try. Run against a real webpack build, in a sandbox whose
// document lets the test decide what each appended script does.
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { buildFixture, type BuiltFixture } from './testing/build-fixture';

const load = createRequire(__filename);
const { ChunkLoadRetryPlugin, RETRY_DELAYS_MS } = load('./chunk-load-retry-plugin.cjs') as {
  ChunkLoadRetryPlugin: new () => import('webpack').WebpackPluginInstance;
  RETRY_DELAYS_MS: number[];
};

let build: BuiltFixture;
let entryCode: string;
let chunkCode: string;
beforeAll(async () => {
  build = await buildFixture(
    {
      'entry.js': "export const loadWidget = () => import('./widget');\n",
      'widget.js': "export const name = 'widget';\n",
    },
    [new ChunkLoadRetryPlugin()],
    { chunkFilename: 'widget.js' },
  );
  entryCode = build.read('main.js');
  chunkCode = build.read('widget.js');
}, 60_000);
afterAll(() => build.remove());

type Outcome = 'fails' | 'runs' | 'holds no chunk';
interface FakeScript {
  src: string;
  onerror?: (event: { type: string }) => void;
  onload?: (event: { type: string }) => void;
}

/** The build in a page stand-in: each appended script does what `outcomes` says, in turn. */
function page(outcomes: Outcome[]) {
  const timers: Array<{ ms: number; run: () => void }> = [];
  const appended: string[] = [];
  const sandbox: Record<string, unknown> = {
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    clearTimeout: () => undefined,
  };
  const document = {
    currentScript: null,
    getElementsByTagName: () => [],
    createElement: (): FakeScript & Record<string, unknown> => ({
      src: '',
      setAttribute() {},
      getAttribute: () => null,
      parentNode: { removeChild() {} },
    }),
    head: {
      appendChild(script: FakeScript) {
        appended.push(script.src.replace('https://app.example/', ''));
        const outcome = outcomes.shift() ?? 'fails';
        queueMicrotask(() => {
          if (outcome === 'fails') return script.onerror?.({ type: 'error' });
          if (outcome === 'runs') vm.runInContext(chunkCode, sandbox);
          script.onload?.({ type: 'load' });
        });
      },
    },
  };
  Object.assign(sandbox, { document, window: sandbox, globalThis: sandbox, self: sandbox });
  vm.createContext(sandbox);
  vm.runInContext(entryCode, sandbox);
  const app = sandbox.app as { loadWidget(): Promise<{ name: string }> };
  /** Lets the waits before each retry pass, one by one. */
  async function passWaits(): Promise<number[]> {
    const waited: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const timer = timers.shift();
      if (!timer) continue;
      // webpack's own 120 s timeout of each script is not a retry's wait.
      if (timer.ms < 100_000) {
        waited.push(timer.ms);
        timer.run();
      }
    }
    return waited;
  }
  return { app, appended, passWaits };
}

it('loads a chunk whose script failed once, on the next try after a short wait', async () => {
  const { app, appended, passWaits } = page(['fails', 'runs']);
  const loaded = app.loadWidget();
  expect(await passWaits()).toEqual([RETRY_DELAYS_MS[0]]);
  await expect(loaded).resolves.toMatchObject({ name: 'widget' });
  expect(appended).toEqual(['widget.js', 'widget.js']);
});

it('reports the chunk as failed after its last try, each wait longer than the one before', async () => {
  const { app, appended, passWaits } = page(['fails', 'fails', 'fails']);
  const loaded = app.loadWidget();
  const outcome = loaded.then(
    () => 'loaded',
    (error: Error) => error.name,
  );
  expect(await passWaits()).toEqual(RETRY_DELAYS_MS);
  expect(await outcome).toBe('ChunkLoadError');
  expect(appended).toHaveLength(RETRY_DELAYS_MS.length + 1);
});

it('does not ask again for a script that loaded without its chunk (a build’s mistake)', async () => {
  const { app, appended, passWaits } = page(['holds no chunk']);
  const outcome = app.loadWidget().then(
    () => 'loaded',
    (error: Error) => error.name,
  );
  expect(await passWaits()).toEqual([]);
  expect(await outcome).toBe('ChunkLoadError');
  expect(appended).toEqual(['widget.js']);
});
