// The build puts V8's compile hint on the first line of every script it writes, after the
// minifier (which drops comments) and so that the source maps still point at the right lines.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const load = createRequire(__filename);
const webpack = load('webpack') as typeof import('webpack');
const { CompileHintsPlugin, COMPILE_HINT } = load('./compile-hints-plugin.cjs') as {
  CompileHintsPlugin: new (options?: {
    exclude?: RegExp;
  }) => import('webpack').WebpackPluginInstance;
  COMPILE_HINT: string;
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(dir, 'entry.js'),
    "export function start() { return import('./later').then((later) => later.answer()); }\n",
  );
  writeFileSync(path.join(dir, 'later.js'), 'export function answer() { return 42; }\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(out = 'dist', options?: { exclude?: RegExp }): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, out), library: { type: 'window', name: 'app' } },
    plugins: [new CompileHintsPlugin(options)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve(),
    ),
  );
}

it('starts every script, the entry and its lazy chunk, with the hint, and keeps the maps right', async () => {
  await build();
  const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBe(2);
  for (const script of scripts) {
    const [first, second] = readFileSync(path.join(dir, 'dist', script), 'utf8').split('\n');
    expect(first).toBe(COMPILE_HINT);
    expect(second).toMatch(/^\S/);
    const map = JSON.parse(readFileSync(path.join(dir, 'dist', `${script}.map`), 'utf8'));
    // The hint's line maps to nothing; the code's mappings begin on the line after it.
    expect(map.mappings).toMatch(/^;[A-Za-z0-9+/]/);
  }
}, 60_000);

it('leaves the scripts it is told to exclude without the hint', async () => {
  await build('dist-excluded', { exclude: /^main\.js$/ });
  const out = path.join(dir, 'dist-excluded');
  const scripts = readdirSync(out).filter((file) => file.endsWith('.js'));
  expect(scripts).toContain('main.js');
  for (const script of scripts) {
    const first = readFileSync(path.join(out, script), 'utf8').split('\n')[0];
    if (script === 'main.js') expect(first).not.toBe(COMPILE_HINT);
    else expect(first).toBe(COMPILE_HINT);
  }
}, 60_000);
