// One lint configuration for the whole workspace (ESLint flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import manifest from './tools/apps.json' with { type: 'json' };
import { platformLayerRules } from './tools/platform/eslint-layers.mjs';
import { widgetBoundaryRules } from './tools/lint/widget-boundaries.mjs';

// The apps of tools/apps.json (the one manifest of apps and ports).
const apps = Object.keys(manifest.apps);

// Files only tests load: they alone may import @ctb/shared/testing.
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**'];

// valibot reaches the browser once per page, as @ctb/shared/validation (a shared entry).
const sharedValidation = {
  // Rooted: @hookform/resolvers/valibot (which the build hands the shared entry) is no copy.
  group: ['/valibot', '/valibot/*'],
  message:
    "Import valibot's functions from @ctb/shared/validation (`import * as v from '@ctb/shared/validation'`), so a page holds one copy of valibot; add a missing function there.",
};

// An app never imports another app, nobody reaches into libs/shared past its public entry, and
// only tests use its test entry.
const boundaryPatterns = (app, { isTest }) => [
  {
    group: apps
      .filter((other) => other !== app)
      .flatMap((other) => [`@ctb/${other}`, `@ctb/${other}/*`, `**/apps/${other}/**`]),
    message: 'An app never imports another app: move shared code to libs/shared.',
  },
  {
    group: ['@ctb/shared/src', ...(isTest ? [] : ['@ctb/shared/testing']), '**/libs/shared/**'],
    message: isTest
      ? 'Import libs/shared only through its public entries, @ctb/shared/<entry> and @ctb/shared/testing.'
      : 'Import libs/shared only through its public entries, @ctb/shared/<entry> (@ctb/shared/testing is for tests).',
  },
  {
    group: ['swr', 'swr/*'],
    message: 'swr comes from @ctb/shared, so a page holds one copy of it.',
  },
  ...(isTest
    ? []
    : [
        {
          group: ['@ctb/test-support', '@ctb/test-support/*'],
          message: '@ctb/test-support (tools/jest/support) is for tests only.',
        },
        // Tests may parse with valibot's own `parse`: they run in jest, not on a page.
        sharedValidation,
      ]),
];
// The root entry @ctb/shared re-exports every entry, so a value taken from it loads them all on
// the page: apps name the entry (@ctb/shared/runtime, /http, ...; docs/contracts.md).
const sharedRoot = {
  name: '@ctb/shared',
  message:
    'Import from the entry that holds it (@ctb/shared/runtime, /http, /formats, ...: docs/contracts.md), so a page loads only the parts of libs/shared its widgets use.',
};
const boundaryRules = apps.flatMap((app) => [
  {
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [sharedRoot], patterns: boundaryPatterns(app, { isTest: false }) },
      ],
    },
  },
  {
    files: testFiles.map((pattern) => `apps/${app}/${pattern}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [sharedRoot], patterns: boundaryPatterns(app, { isTest: true }) },
      ],
    },
  },
]);

const sharedNeverImportsAnApp = {
  group: [...apps.flatMap((app) => [`@ctb/${app}`, `@ctb/${app}/*`]), '**/apps/**'],
  message: 'libs/shared never imports an app.',
};
const sharedLayer = (folder, above) => ({
  group: above.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
  message: `${folder} must not import ${above.join('/ or ')}/: http/ adds the token from access-token/, both send through send-request/.`,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.measure/**',
      // Git-ignored output: built releases (npm run release), test reports and the e2e releases.
      'releases/**',
      '.cache/**',
      'tools/platform/public/maps-stand-in/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    // Browser globals too: scripts hand callbacks to page.evaluate and addInitScript.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['libs/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedNeverImportsAnApp, sharedValidation] }],
    },
  },
  // The request layers of libs/shared: http/ -> access-token/ -> send-request/, never back.
  {
    files: ['libs/shared/src/access-token/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedNeverImportsAnApp,
            sharedValidation,
            sharedLayer('access-token/', ['http']),
          ],
        },
      ],
    },
  },
  {
    files: ['libs/shared/src/send-request/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedNeverImportsAnApp,
            sharedValidation,
            sharedLayer('send-request/', ['http', 'access-token']),
          ],
        },
      ],
    },
  },
  // The entry that is valibot on the page, the one module of the library that imports it.
  {
    files: ['libs/shared/src/entries/validation.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedNeverImportsAnApp] }] },
  },
  // Specs take test and expect from the fixture module: the CSP guard and QA's every-widget
  // switch apply only to tests built on it (e2e/README.md).
  {
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test, expect and Playwright's types from '../support/test' (its fixtures: the CSP guard, mountAllWidgets).",
            },
          ],
        },
      ],
    },
  },
  ...boundaryRules,
  // Inside an app: widget -> common / own files; app-level code -> a widget's index.ts only.
  ...widgetBoundaryRules,
  // tools/platform layers: servers -> domains -> rendering -> common (tools/platform/README.md).
  ...platformLayerRules,
);
