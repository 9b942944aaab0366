import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A library the shell holds once per page: the range it accepts and the version it provides. */
export interface ShellSingleton {
  name: string;
  range: string;
  version: string;
}

interface SharedModulesModule {
  singletons: Record<string, string>;
}

/** The package.json of a dependency as the shell resolves it (its own node_modules). */
function installedVersion(shellDir: string, name: string): string {
  const require = createRequire(join(shellDir, 'package.json'));
  let entry: string;
  try {
    entry = require.resolve(`${name}/package.json`);
  } catch {
    // Packages whose exports hide package.json: walk up from the main entry.
    entry = join(dirname(require.resolve(name)), 'package.json');
  }
  return (JSON.parse(readFileSync(entry, 'utf8')) as { version: string }).version;
}

/**
 * The shell's singletons (tools/build/shared-modules.cjs) with the versions the shell's build
 * provides, so a release can be checked against the page it will join.
 */
export function shellSingletons(repoRoot: string): ShellSingleton[] {
  const require = createRequire(join(repoRoot, 'tools', 'build', 'index.cjs'));
  const { singletons } = require('./shared-modules.cjs') as SharedModulesModule;
  const shellDir = join(repoRoot, 'apps', 'shell');
  const libraries = Object.entries(singletons).map(([name, range]) => ({
    name,
    range,
    version: installedVersion(shellDir, name),
  }));
  const sharedVersion = (
    JSON.parse(readFileSync(join(repoRoot, 'libs', 'shared', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return [
    ...libraries,
    { name: '@ctb/shared', range: `^${sharedVersion}`, version: sharedVersion },
  ];
}
