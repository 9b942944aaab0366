import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

type Env = Record<string, string | undefined>;

/** The monorepo root: the nearest folder up from `start` that holds pnpm-workspace.yaml. */
export function findRepoRoot(start: string = process.cwd()): string {
  let folder = resolve(start);
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no pnpm-workspace.yaml above ${start}`);
    folder = parent;
  }
  return folder;
}

export interface ReleasePaths {
  repoRoot: string;
  /** `releases/` (git-ignored), or CTB_RELEASES_DIR: `<domain>/<version>/` folders live here. */
  releasesDir: string;
  /** The runtime remotes file promote and rollback write (CTB_REMOTES_FILE, else releases/remotes.json). */
  remotesFile: string;
  /** Every promote and rollback, oldest first. */
  historyFile: string;
}

const absolute = (root: string, path: string) => (isAbsolute(path) ? path : resolve(root, path));

/** Where releases, the remotes file and the history live; the platform resolves them the same way. */
export function releasePaths(
  repoRoot: string = findRepoRoot(),
  env: Env = process.env,
): ReleasePaths {
  const releasesDir = env.CTB_RELEASES_DIR
    ? absolute(repoRoot, env.CTB_RELEASES_DIR)
    : join(repoRoot, 'releases');
  return {
    repoRoot,
    releasesDir,
    remotesFile: env.CTB_REMOTES_FILE
      ? absolute(repoRoot, env.CTB_REMOTES_FILE)
      : join(releasesDir, 'remotes.json'),
    historyFile: join(releasesDir, 'history.json'),
  };
}

export const releaseFolder = (paths: ReleasePaths, domain: string, version: string) =>
  join(paths.releasesDir, domain, version);
