// One jest run for the workspace: components and libs in jsdom, the platform in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// jotai 3 ships ESM only: let swc transform it (and anything under pnpm's store) for jest.
// msw 2 (rettime, @open-draft/*, until-async) and react-intl 12 (@formatjs/*, intl-messageformat)
// ship ESM only too, as do supercluster 9 and its kdbush: transform those packages and every .mjs.
const esmOnly = [
  'jotai',
  'supercluster',
  'kdbush',
  '@googlemaps',
  'until-async',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  // the club's OIDC pieces: the identity provider (and its jose) and the client library
  'oidc-provider',
  'oauth4webapi',
  'jose',
  // the chrome app's picture overlay
  'yet-another-react-lightbox',
];
const transformIgnorePatterns = [`/node_modules/(?!\\.pnpm/|${esmOnly.join('/|')}/)(?!.*\\.mjs$)`];

// Component and library tests in jsdom, on the texts as written (react-intl parses them).
const web = {
  displayName: 'web',
  // jsdom with Node's fetch, Request, Response and streams, as msw needs them.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/apps', '<rootDir>/libs'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tools/jest/css-module-stub.cjs',
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
    // Test helpers outside any package: they reach @ctb/shared by its path (the same file the
    // apps' workspace link points at, so one module instance).
    '^@ctb/test-support$': '<rootDir>/tools/jest/support/index.ts',
    // The maps stand-in of tools/platform, installed in jsdom (one fake for jest and browsers).
    '^@ctb/test-support/maps-stand-in$':
      '<rootDir>/tools/platform/src/maps-stand-in/testing/index.ts',
    '^@ctb/shared$': '<rootDir>/libs/shared/src/index.ts',
    '^@ctb/shared/testing$': '<rootDir>/libs/shared/src/testing/index.ts',
    // The entries of libs/shared/package.json `exports` (one file each in src/entries).
    '^@ctb/shared/([a-z-]+)$': '<rootDir>/libs/shared/src/entries/$1.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'],
  // Only for the texts compiled as the build ships them (the project below).
  testPathIgnorePatterns: ['/node_modules/', '/compiled-texts\\.test\\.tsx$'],
};

// The same on the texts the browser gets: each messages.ts and common-messages file compiled by
// the build's messages loader, react-intl without its ICU parser (the build's alias). The tests
// listed here hold in both projects, so the compiled texts read as the written ones (issue 17):
// the six languages of i18n/formatting.test.tsx, and the calculators' widgets (the measured
// one-widget page). Every app's widget tests passed this way once (438 tests, 2026-11-27); they
// stay on the written texts to keep the run short.
const compiledTexts = {
  ...web,
  displayName: 'compiled texts',
  roots: ['<rootDir>/libs/shared/src/i18n', '<rootDir>/apps/calculators/src/widgets'],
  testMatch: ['**/*.test.tsx'],
  // i18n's other tests give their own texts as written.
  testPathIgnorePatterns: ['/node_modules/', '/libs/shared/src/i18n/(?!formatting|compiled-texts)'],
  transform: {
    // What the build compiles: the apps' messages.ts and the shared texts (not the platform's).
    '[\\\\/](apps[\\\\/][^\\\\/]+[\\\\/]src[\\\\/].*[\\\\/]messages|libs[\\\\/]shared[\\\\/]src[\\\\/]i18n[\\\\/](testing|common-messages)[\\\\/]messages)\\.ts$':
      '<rootDir>/tools/jest/compiled-texts.cjs',
    ...web.transform,
  },
  moduleNameMapper: {
    ...web.moduleNameMapper,
    '^@formatjs/icu-messageformat-parser$':
      '<rootDir>/tools/build/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
  },
};

module.exports = {
  // Component tests type whole forms with user-event and platform tests start servers: on two
  // busy cores one test can take longer than jest's 5 s default without anything being wrong.
  testTimeout: 20000,
  projects: [
    web,
    compiledTexts,
    {
      displayName: 'platform',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools/platform'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns,
    },
    {
      // The workspace's own checks: lint rules proven on source texts (tools/lint), the scripts'
      // rules (scripts/lib), the build's loaders (tools/build).
      displayName: 'tooling',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools/lint', '<rootDir>/scripts', '<rootDir>/tools/build'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // the messages loader's ICU parser (@formatjs) ships ESM only
      transformIgnorePatterns,
    },
    {
      displayName: 'release',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools/release'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns,
    },
  ],
};
