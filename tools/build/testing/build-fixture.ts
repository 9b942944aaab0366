// A real webpack build of a few small modules, for the tests of tools/build's runtime plugins:
// the entry `entry.js` becomes `main.js`, a window library `app`, served from https://app.example/.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const load = createRequire(__filename);
const webpack = load('webpack') as typeof import('webpack');

export interface BuiltFixture {
  /** A file of the build's output, as text. */
  read(file: string): string;
  remove(): void;
}

export async function buildFixture(
  files: Record<string, string>,
  plugins: import('webpack').WebpackPluginInstance[],
  output: { chunkFilename?: string } = {},
): Promise<BuiltFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-fixture-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'https://app.example/',
      library: { type: 'window', name: 'app' },
      ...output,
    },
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve(),
    ),
  );
  return {
    read: (file) => readFileSync(path.join(dir, 'dist', file), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
