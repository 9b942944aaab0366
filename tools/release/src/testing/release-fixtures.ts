import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleasePaths } from '../paths';
import type { ReleaseManifest } from '../release-manifest';
import type { ShellSingleton } from '../shell-singletons';

/** The shell of today: React 19.3.1 accepted from ^19.2.0 and so on. */
export const SHELL_SINGLETONS: ShellSingleton[] = [
  { name: 'react', range: '^19.2.0', version: '19.3.1' },
  { name: 'react-dom', range: '^19.2.0', version: '19.3.1' },
  { name: 'jotai', range: '^3.0.1', version: '3.0.1' },
  { name: 'react-intl', range: '^12.1.0', version: '12.1.5' },
  { name: '@ctb/shared', range: '^0.1.0', version: '0.1.0' },
];

const js = (...sync: string[]) => ({ js: { sync, async: [] } });

/** A manifest like the one webpack writes for calculators today. */
export function manifestFixture(version = '0.1.0-abc1234'): ReleaseManifest {
  return {
    name: 'calculators',
    metaData: {
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js' },
    },
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        requiredVersion: '^19.2.0',
        singleton: true,
        assets: js('react.1.js'),
      },
      {
        name: 'react/jsx-runtime',
        version: '19.3.1',
        requiredVersion: '^19.3.1',
        assets: js('jsx.1.js'),
      },
      {
        name: 'react-dom',
        version: '19.3.1',
        requiredVersion: '^19.2.0',
        singleton: true,
        assets: js('react-dom.1.js'),
      },
      {
        name: 'react-dom/client',
        version: '19.3.1',
        requiredVersion: '^19.3.1',
        assets: js('client.1.js'),
      },
      {
        name: 'jotai',
        version: '3.0.1',
        requiredVersion: '^3.0.1',
        singleton: true,
        assets: js('jotai.1.js'),
      },
      {
        name: 'react-intl',
        version: '12.1.5',
        requiredVersion: '^12.1.0',
        singleton: true,
        assets: js('intl.1.js'),
      },
      {
        name: '@ctb/shared',
        version: '0.1.0',
        requiredVersion: '^0.1.0',
        singleton: true,
        assets: js('shared.1.js'),
      },
    ],
    exposes: [{ path: './mount', assets: js('mount.1.js') }],
  };
}

/** A throwaway workspace: two domain apps and a releases folder. */
export function workspaceFixture(): ReleasePaths {
  const repoRoot = mkdtempSync(join(tmpdir(), 'ctb-release-'));
  writeFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'packages: []\n');
  for (const [domain, port] of [
    ['calculators', 8103],
    ['lists', 8101],
  ] as const) {
    mkdirSync(join(repoRoot, 'apps', domain), { recursive: true });
    writeFileSync(
      join(repoRoot, 'apps', domain, 'package.json'),
      JSON.stringify({ name: `@ctb/${domain}`, version: '0.1.0', config: { port } }),
    );
  }
  const releasesDir = join(repoRoot, 'releases');
  return {
    repoRoot,
    releasesDir,
    remotesFile: join(releasesDir, 'remotes.json'),
    historyFile: join(releasesDir, 'history.json'),
  };
}

/** A release folder with a manifest, its entry and the chunks the manifest names. */
export function releaseFixture(
  paths: ReleasePaths,
  domain: string,
  version: string,
  manifest: ReleaseManifest = manifestFixture(version),
  extraFiles: Record<string, string> = {},
): string {
  const folder = join(paths.releasesDir, domain, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(folder, 'remoteEntry.js'), `var ${domain};`);
  writeFileSync(join(folder, 'react-dom.1.js'), 'hook.__REACT_DEVTOOLS_GLOBAL_HOOK__');
  writeFileSync(join(folder, 'mount.1.js'), 'export {}');
  for (const [name, text] of Object.entries(extraFiles)) writeFileSync(join(folder, name), text);
  return folder;
}
