// The build paces webpack's script loading: the chunk loads one task asks for start in later
// tasks, as many per task as fit in TASK_BUDGET_MS. Run here against a real webpack build, in a
// sandbox whose document records in which task each script element is appended.
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { buildFixture, type BuiltFixture } from './testing/build-fixture';

const load = createRequire(__filename);
const { PacedScriptLoadsPlugin, TASK_BUDGET_MS } = load('./paced-script-loads-plugin.cjs') as {
  PacedScriptLoadsPlugin: new () => import('webpack').WebpackPluginInstance;
  TASK_BUDGET_MS: number;
};

let build: BuiltFixture;
let entryCode: string;
beforeAll(async () => {
  build = await buildFixture(
    {
      'entry.js':
        "export const loadAll = () => Promise.all([import('./a'), import('./b'), import('./c')]);\n",
      ...Object.fromEntries(
        ['a', 'b', 'c'].map((name) => [`${name}.js`, `export const name = '${name}';\n`]),
      ),
    },
    [new PacedScriptLoadsPlugin()],
  );
  entryCode = build.read('main.js');
}, 60_000);
afterAll(() => build.remove());

/** Runs the build in a page stand-in: appending a script costs `appendMs` of the clock. */
function page(appendMs: number) {
  let now = 0;
  let task = 0;
  const tasks: Array<() => void> = [];
  const appended: Array<{ src: string; task: number }> = [];
  const element = () => ({
    setAttribute() {},
    getAttribute: () => null,
    parentNode: null as unknown,
    src: '',
  });
  const document = {
    currentScript: null,
    createElement: element,
    getElementsByTagName: () => [],
    head: {
      appendChild(script: { src: string }) {
        now += appendMs;
        appended.push({ src: script.src.replace('https://app.example/', ''), task });
      },
    },
  };
  const scheduler = { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) };
  const sandbox: Record<string, unknown> = {
    document,
    scheduler,
    performance: { now: () => now },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
  sandbox.window = sandbox;
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(entryCode, sandbox);
  const app = sandbox.app as { loadAll(): Promise<unknown> };
  /** Runs the queued tasks one by one (each with its microtasks), as the browser would. */
  async function runTasks() {
    await Promise.resolve();
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()?.();
      for (let flush = 0; flush < 5; flush += 1) await Promise.resolve();
    }
  }
  return { app, appended, runTasks };
}

it('starts no script in the task that asked for them', async () => {
  const { app, appended } = page(0);
  void app.loadAll();
  expect(appended).toEqual([]);
});

it('starts the scripts one task each while each start costs more than the budget', async () => {
  const { app, appended, runTasks } = page(TASK_BUDGET_MS + 1);
  void app.loadAll();
  await runTasks();
  expect(appended.map(({ task }) => task)).toEqual([1, 2, 3]);
  expect(appended.map(({ src }) => src)).toEqual([
    expect.stringMatching(/\.js$/),
    expect.stringMatching(/\.js$/),
    expect.stringMatching(/\.js$/),
  ]);
});

it('starts as many scripts in one task as fit in the budget', async () => {
  const { app, appended, runTasks } = page(TASK_BUDGET_MS / 2 - 0.5);
  void app.loadAll();
  await runTasks();
  expect(appended.map(({ task }) => task)).toEqual([1, 1, 1]);
});
