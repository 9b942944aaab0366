import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import manifest from '../apps.json';

// The one-way imports inside an app (tools/lint/widget-boundaries.mjs) with the repository's own
// lint configuration, on source texts placed at paths inside the real apps.
const root = path.resolve(__dirname, '../..');
const RULE = 'import-x/no-restricted-paths';
const IMPORTS_RULE = 'no-restricted-imports';

type Case = { filePath: string; code: string };
type LintMessage = { ruleId: string; message: string; line: number };

function lint(cases: Case[]): LintMessage[][] {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'testing/lint-texts.mjs'), RULE, IMPORTS_RULE],
    { cwd: root, input: JSON.stringify(cases), encoding: 'utf8', timeout: 120_000 },
  );
  return JSON.parse(output) as LintMessage[][];
}

const widgetsOf = (app: string) =>
  readdirSync(path.join(root, 'apps', app, 'src/widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((widget) => existsSync(path.join(root, 'apps', app, 'src/widgets', widget, 'index.ts')))
    .sort();
const domains = Object.keys(manifest.apps).filter((app) => app !== 'shell');

const lists = 'apps/lists/src';
const named: Array<[string, Case, string | null, string?]> = [
  [
    'a widget importing another widget’s file',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export { default } from '../automated-list/automated-list-widget';",
    },
    'never another widget',
  ],
  [
    'a widget loading another widget’s code on demand',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export const load = () => import('../automated-list/automated-list-widget');",
    },
    'never another widget',
  ],
  [
    'a widget importing another widget’s index.ts',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export * from '../automated-list';",
    },
    'never another widget',
  ],
  [
    'a widget importing the app’s mount.tsx',
    { filePath: `${lists}/widgets/teaser-slider/probe.ts`, code: "export * from '../../mount';" },
    'nor the app-level code',
  ],
  [
    'mount.tsx importing a widget’s implementation',
    {
      filePath: `${lists}/mount.tsx`,
      code: "export { default } from './widgets/teaser-slider/teaser-slider-widget';",
    },
    'only through its index.ts',
  ],
  [
    'app-level code importing a widget’s test helpers',
    {
      filePath: `${lists}/mount.tsx`,
      code: "export * from './widgets/teaser-slider/testing/teaser-slider-fixtures';",
    },
    'only through its index.ts',
  ],
  [
    'an app-level test importing a widget’s internals',
    { filePath: `${lists}/probe.test.ts`, code: "export * from './widgets/teaser-slider/api';" },
    'only through its index.ts',
  ],
  [
    'common/ importing a widget, even its index.ts',
    { filePath: `${lists}/common/probe.ts`, code: "export * from '../widgets/teaser-slider';" },
    'never imports one',
  ],
  [
    'a widget importing common/, its own files and @ctb/shared',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: [
        "export * from '../../common/messages';",
        "export * from './api';",
        "export { defineWidget } from '@ctb/shared/runtime';",
        "export const load = () => import('./teaser-slider-widget');",
      ].join('\n'),
    },
    null,
  ],
  [
    'mount.tsx importing widgets through their index.ts',
    { filePath: `${lists}/mount.tsx`, code: "export * from './widgets/teaser-slider';" },
    null,
  ],
  [
    'an app-level test using a widget’s testing/ folder',
    {
      filePath: `${lists}/probe.test.ts`,
      code: "export * from './widgets/teaser-slider/testing/teaser-slider-fixtures';",
    },
    null,
  ],
  [
    'a widget’s production code importing @ctb/shared/testing',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export { createTestWidgetHost } from '@ctb/shared/testing';",
    },
    '@ctb/shared/testing is for tests',
    IMPORTS_RULE,
  ],
  [
    'a widget’s production code importing @ctb/test-support',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export { startPlatform } from '@ctb/test-support';",
    },
    'is for tests only',
    IMPORTS_RULE,
  ],
  [
    'a widget’s test importing @ctb/shared/testing',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.test.ts`,
      code: "export { createTestWidgetHost } from '@ctb/shared/testing';",
    },
    null,
  ],
  [
    'a widget importing the root entry of @ctb/shared (it would load every entry)',
    {
      filePath: `${lists}/widgets/teaser-slider/probe.ts`,
      code: "export { defineWidget } from '@ctb/shared';",
    },
    'Import from the entry that holds it',
    IMPORTS_RULE,
  ],
  [
    'libs/shared access-token/ importing http/ (the layer above it)',
    {
      filePath: 'libs/shared/src/access-token/probe.ts',
      code: "export { fetchJson } from '../http';",
    },
    'access-token/ must not import http/',
    IMPORTS_RULE,
  ],
];

// Every domain app of tools/apps.json with two widgets or more: a widget reaching into another.
const perApp: Array<[string, Case]> = domains
  .map((app) => [app, widgetsOf(app)] as const)
  .filter(([, widgets]) => widgets.length >= 2)
  .map(([app, [first, second]]) => [
    `${app}: ${first} importing ${second}`,
    {
      filePath: `apps/${app}/src/widgets/${first}/probe.ts`,
      code: `export * from '../${second}';`,
    },
  ]);

describe('one-way imports inside an app (lint)', () => {
  let results: LintMessage[][];
  beforeAll(() => {
    results = lint([...named.map(([, entry]) => entry), ...perApp.map(([, entry]) => entry)]);
  }, 120_000);

  it.each(
    named.map(([name, , expected, rule = RULE], index) => [name, expected, rule, index] as const),
  )('%s', (_name, expected, rule, index) => {
    const messages = results[index]!;
    if (expected === null) {
      expect(messages).toEqual([]);
    } else {
      expect(messages).toEqual([expect.objectContaining({ ruleId: rule, line: 1 })]);
      expect(messages[0]!.message).toContain(expected);
    }
  });

  it('covers every domain app of tools/apps.json that has two widgets', () => {
    expect(perApp.map(([name]) => name.split(':')[0])).toEqual(
      expect.arrayContaining(['lists', 'banksearch', 'calculators', 'club', 'market', 'chrome']),
    );
    perApp.forEach(([name], index) => {
      const messages = results[named.length + index]!;
      expect({ name, rules: messages.map((message) => message.ruleId) }).toEqual({
        name,
        rules: [RULE],
      });
    });
  });
});
