import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { ReleaseManifest, SharedEntry } from './release-manifest';
import type { ShellSingleton } from './shell-singletons';

/** `react/jsx-runtime` -> `react`, `@ctb/shared` stays itself. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return (moduleName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const displayName = (name: string) => ({ react: 'React', 'react-dom': 'React DOM' })[name] ?? name;

function checkEntry(entry: SharedEntry, singleton: ShellSingleton): string[] {
  const problems: string[] = [];
  const library = displayName(singleton.name);
  if (entry.name === singleton.name && entry.singleton !== true) {
    problems.push(
      `${entry.name} is shared without singleton: true: the page could run a second ${library}`,
    );
  }
  if (!semver.valid(entry.version) || !semver.satisfies(entry.version, singleton.range)) {
    problems.push(
      `${entry.name} ${entry.version} is outside the shell's range ${singleton.range} for ${singleton.name}: the release was built against another ${library} than the page runs`,
    );
  }
  const required = entry.requiredVersion;
  if (required && required !== '*' && !semver.satisfies(singleton.version, required)) {
    problems.push(
      `${entry.name} requires ${required}, which the shell's ${singleton.name} ${singleton.version} does not satisfy: the page would load a second ${library}`,
    );
  }
  return problems;
}

/**
 * Compares a release's shared modules (mf-manifest.json) with the shell's singletons. Returns one
 * sentence per problem; none means the release joins the page's single React, jotai, react-intl
 * and @ctb/shared.
 */
export function checkSharedModules(
  manifest: ReleaseManifest,
  singletons: readonly ShellSingleton[],
): string[] {
  const byName = new Map(singletons.map((singleton) => [singleton.name, singleton]));
  return manifest.shared.flatMap((entry) => {
    const singleton = byName.get(packageOf(entry.name));
    return singleton ? checkEntry(entry, singleton) : [];
  });
}

/** Text found only in React's and React DOM's own code (production and development builds). */
const BUNDLED_COPY_MARKERS = [
  { library: 'React DOM', marker: '__REACT_DEVTOOLS_GLOBAL_HOOK__' },
  { library: 'React', marker: 'react.transitional.element' },
];

/**
 * Scripts of the release that carry React or React DOM without being the shared module's own
 * chunks: a copy bundled past the share scope, which the page would run beside the shell's.
 */
export function findBundledCopies(folder: string, manifest: ReleaseManifest): string[] {
  const sharedAssets = new Set(
    manifest.shared
      .filter((entry) => ['react', 'react-dom'].includes(packageOf(entry.name)))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]),
  );
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js') && !sharedAssets.has(file))
    .flatMap((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      const found = BUNDLED_COPY_MARKERS.find(({ marker }) => text.includes(marker));
      return found
        ? [
            `${file} holds its own copy of ${found.library}, outside the shared modules: the page would run a second ${found.library}`,
          ]
        : [];
    });
}

/** Every reason to refuse a release folder; empty when it may be promoted. */
export function checkRelease(
  folder: string,
  manifest: ReleaseManifest,
  singletons: readonly ShellSingleton[],
): string[] {
  return [...checkSharedModules(manifest, singletons), ...findBundledCopies(folder, manifest)];
}
