// A widget's chunk carries the widget's name, however webpack splits what the widget imports.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const load = createRequire(__filename);
const webpack = load('webpack') as typeof import('webpack');
const { WidgetChunkNamesPlugin } = load('./widget-chunk-names-plugin.cjs') as {
  WidgetChunkNamesPlugin: new () => import('webpack').WebpackPluginInstance;
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'widget-chunk-names-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'entry.js',
    "export const load = () => import('./src/widgets/rate-note/rate-note-widget.js');\n",
  );
  write(
    'src/widgets/rate-note/rate-note-widget.js',
    "import { panel } from '../../common/panel.js';\nexport default () => panel('rate');\n",
  );
  // The common module moves to a chunk of its own; what it imports stays with the widget, a
  // second root module of the widget's chunk, whose name comes first.
  write(
    'src/common/panel.js',
    "import { frame } from '../a-frame.js';\nexport const panel = (text) => frame(text);\n",
  );
  write('src/a-frame.js', 'export const frame = (text) => `[${text}]`;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function chunkFiles(plugins: import('webpack').WebpackPluginInstance[]): Promise<string[]> {
  const out = path.join(dir, `dist-${plugins.length}`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: out, chunkFilename: '[name].js' },
    optimization: {
      chunkIds: 'named',
      splitChunks: {
        cacheGroups: {
          common: { test: /[\\/]src[\\/]common[\\/]/, name: 'common', chunks: 'async', minSize: 0 },
        },
      },
    },
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return readdirSync(out).filter((file) => file !== 'main.js');
}

it('names the chunk after its widget module when another module of it comes first', async () => {
  // Without the plugin the chunk is named after both roots, the other one first.
  expect(await chunkFiles([])).not.toContain('src_widgets_rate-note_rate-note-widget_js.js');
  expect((await chunkFiles([new WidgetChunkNamesPlugin()])).sort()).toEqual([
    'common.js',
    'src_widgets_rate-note_rate-note-widget_js.js',
  ]);
});
