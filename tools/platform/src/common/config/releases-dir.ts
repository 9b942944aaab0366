import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where `npm run release` puts `<domain>/<version>/` folders and `npm run promote` the remotes
 * file (tools/release resolves it the same way): CTB_RELEASES_DIR, else `<repo>/releases`.
 */
export function releasesDirFrom(env: Record<string, string | undefined>, repoRoot: string): string {
  const fromEnv = env.CTB_RELEASES_DIR;
  if (!fromEnv) return join(repoRoot, 'releases');
  return isAbsolute(fromEnv) ? fromEnv : resolve(repoRoot, fromEnv);
}
