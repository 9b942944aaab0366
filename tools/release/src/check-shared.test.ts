import { rmSync } from 'node:fs';
import { checkRelease, checkSharedModules, packageOf } from './check-shared';
import {
  manifestFixture,
  releaseFixture,
  SHELL_SINGLETONS,
  workspaceFixture,
} from './testing/release-fixtures';

function withShared(name: string, change: object) {
  const manifest = manifestFixture();
  manifest.shared = manifest.shared.map((entry) =>
    entry.name === name ? { ...entry, ...change } : entry,
  );
  return manifest;
}

describe("a release's shared modules against the shell's singletons", () => {
  it('accepts a release built with the libraries the shell runs', () => {
    expect(checkSharedModules(manifestFixture(), SHELL_SINGLETONS)).toEqual([]);
  });

  it('refuses a release that requires a React the shell does not provide', () => {
    const manifest = withShared('react', { version: '18.3.1', requiredVersion: '^18.2.0' });
    expect(checkSharedModules(manifest, SHELL_SINGLETONS)).toEqual([
      "react 18.3.1 is outside the shell's range ^19.2.0 for react: the release was built against another React than the page runs",
      "react requires ^18.2.0, which the shell's react 19.3.1 does not satisfy: the page would load a second React",
    ]);
  });

  it('refuses a deep import whose range the shell does not meet (react-dom/client)', () => {
    const manifest = withShared('react-dom/client', { requiredVersion: '^19.4.0' });
    expect(checkSharedModules(manifest, SHELL_SINGLETONS)).toEqual([
      "react-dom/client requires ^19.4.0, which the shell's react-dom 19.3.1 does not satisfy: the page would load a second React DOM",
    ]);
  });

  it('refuses a singleton library shared without singleton: true', () => {
    const manifest = withShared('jotai', { singleton: false });
    expect(checkSharedModules(manifest, SHELL_SINGLETONS)).toEqual([
      'jotai is shared without singleton: true: the page could run a second jotai',
    ]);
  });

  it('refuses a newer major of the shared library', () => {
    const manifest = withShared('@ctb/shared', { version: '1.0.0', requiredVersion: '^1.0.0' });
    expect(checkSharedModules(manifest, SHELL_SINGLETONS)).toHaveLength(2);
  });

  it('leaves libraries that are no singletons of the shell to the release', () => {
    const manifest = manifestFixture();
    manifest.shared.push({
      name: 'date-fns',
      version: '2.0.0',
      requiredVersion: '^2.0.0',
      singleton: false,
      assets: { js: { sync: [], async: [] } },
    });
    expect(checkSharedModules(manifest, SHELL_SINGLETONS)).toEqual([]);
  });

  it('finds a copy of React DOM bundled outside the shared modules', () => {
    const paths = workspaceFixture();
    const manifest = manifestFixture();
    const folder = releaseFixture(paths, 'calculators', '0.1.0-abc1234', manifest, {
      'vendors-widget.1.js': 'if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ !== "undefined") {}',
    });
    expect(checkRelease(folder, manifest, SHELL_SINGLETONS)).toEqual([
      'vendors-widget.1.js holds its own copy of React DOM, outside the shared modules: the page would run a second React DOM',
    ]);
    rmSync(paths.repoRoot, { recursive: true, force: true });
  });

  it('names the package of a deep or scoped module', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@ctb/shared')).toBe('@ctb/shared');
    expect(packageOf('@formatjs/intl/lib')).toBe('@formatjs/intl');
  });
});
