// One-way imports inside a domain app (docs/adding-a-widget.md, issue 10), enforced with
// eslint-plugin-import-x's no-restricted-paths on resolved paths (bulletproof-react's zones):
// - a widget (src/widgets/<w>/**) imports @ctb/shared, its app's src/common/ and its own files,
//   never another widget and never the app-level code around it (mount.tsx, …);
// - app-level code (mount.tsx, any folder but widgets/ and common/) imports a widget only through
//   its index.ts; app-level tests (mount.test.tsx) may also use a widget's testing/ folder, its
//   face for tests (fixtures, msw handlers), as tests of apps use @ctb/shared/testing;
// - src/common/ never imports a widget.
// The widgets are read from the file system each time lint starts, so a new app of tools/apps.json
// and a new widget folder are covered from their first file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import manifest from '../apps.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../..');
const domains = Object.keys(manifest.apps).filter((app) => app !== 'shell');

function widgetsOf(app) {
  const folder = path.join(root, 'apps', app, 'src/widgets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WIDGET_MESSAGE =
  'A widget imports @ctb/shared, its app’s src/common/ and its own files, never another widget nor the app-level code around it: move what two widgets share to src/common/ (docs/adding-a-widget.md).';
const APP_MESSAGE =
  'App-level code imports a widget only through its index.ts (docs/adding-a-widget.md).';
const COMMON_MESSAGE =
  'src/common/ is shared by the widgets and never imports one (docs/adding-a-widget.md).';

/** The no-restricted-paths zones of one domain app (paths relative to the repository root). */
export function widgetZones(app, { forTests = false, widgets = widgetsOf(app) } = {}) {
  const src = `apps/${app}/src`;
  const ownFiles = widgets.map((widget) => ({
    target: `${src}/widgets/${widget}`,
    from: src,
    except: ['./common', `./widgets/${widget}`],
    message: WIDGET_MESSAGE,
  }));
  const appLevel =
    widgets.length === 0
      ? []
      : [
          {
            target: [`${src}/*.{ts,tsx}`, `${src}/!(widgets|common)/**`],
            from: widgets.map((widget) => `${src}/widgets/${widget}`),
            except: forTests ? ['./index.ts', './testing'] : ['./index.ts'],
            message: APP_MESSAGE,
          },
          { target: `${src}/common`, from: `${src}/widgets`, message: COMMON_MESSAGE },
        ];
  return [...ownFiles, ...appLevel];
}

const zones = (forTests) => domains.flatMap((app) => widgetZones(app, { forTests }));
const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];

export const widgetBoundaryRules = [
  {
    files: domains.map((app) => `apps/${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports resolved as the build resolves them (TypeScript files, index files).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(false) }],
    },
  },
  {
    files: domains.flatMap((app) => tests.map((pattern) => `apps/${app}/src/${pattern}`)),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(true) }],
    },
  },
];
