import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** The workspace root (e2e/ sits in it). */
export const repoRoot = resolve(__dirname, '..', '..');

/** Where releases live: the platform and the release commands read CTB_RELEASES_DIR alike. */
export const releasesDir = (() => {
  const fromEnv = process.env.CTB_RELEASES_DIR;
  if (!fromEnv) return join(repoRoot, 'releases');
  return isAbsolute(fromEnv) ? fromEnv : resolve(repoRoot, fromEnv);
})();

/** The remotes file promote writes (CTB_REMOTES_FILE, else in the releases folder). */
export const remotesFileOf = () => {
  const fromEnv = process.env.CTB_REMOTES_FILE;
  if (!fromEnv) return join(releasesDir, 'remotes.json');
  return isAbsolute(fromEnv) ? fromEnv : resolve(repoRoot, fromEnv);
};

/** Runs one of `npm run release|promote|rollback` (through the CLI they call) and returns its output. */
export function releaseCommand(...args: string[]): string {
  return execFileSync(
    join(repoRoot, 'tools/release/node_modules/.bin/tsx'),
    ['tools/release/src/cli.ts', ...args],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** `npm run release -- <domain>`: builds a release and returns its version. */
export function release(domain: string): string {
  const output = releaseCommand('release', domain);
  const version = new RegExp(`\\[release\\] ${domain} (\\S+) is in `).exec(output)?.[1];
  if (!version) throw new Error(`no version in the release output:\n${output}`);
  return version;
}

/** sha256 of every file below the folders, by path: to prove they were not touched. */
export function hashFiles(...folders: string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        hashes[relative(repoRoot, path)] = createHash('sha256')
          .update(readFileSync(path))
          .digest('hex');
    }
  };
  folders.forEach(walk);
  return hashes;
}
