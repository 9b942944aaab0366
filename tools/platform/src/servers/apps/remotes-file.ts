import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { DOMAINS } from '../../common/config/app-names';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';

const remotesFileSchema = v.record(v.string(), v.pipe(v.string(), v.url()));

export type RemotesFile = v.InferOutput<typeof remotesFileSchema>;

/** domain -> manifest URL on the domain's own origin. */
export function defaultRemotes(config: PlatformConfig): RemotesFile {
  return Object.fromEntries(
    DOMAINS.map((domain) => [domain, `${appOrigin(config, domain)}/mf-manifest.json`]),
  );
}

/**
 * The file behind /remotes.json: CTB_REMOTES_FILE when set, else the one `npm run promote` and
 * `npm run rollback` write (`<releases>/remotes.json`) once a domain has been promoted, else none
 * (every domain's dist).
 */
export function remotesFilePath(config: PlatformConfig): string | undefined {
  if (config.remotesFile) return config.remotesFile;
  const promoted = join(config.releasesDir, 'remotes.json');
  return existsSync(promoted) ? promoted : undefined;
}

/**
 * The remotes file the shell reads, read on every request, so a promotion, a rollback or QA
 * repointing a domain (e.g. to a second URL) takes effect without restarting the platform.
 */
export async function loadRemotes(config: PlatformConfig): Promise<RemotesFile> {
  const file = remotesFilePath(config);
  if (!file) return defaultRemotes(config);
  const result = v.safeParse(remotesFileSchema, JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) throw new Error(`${file} must be a JSON object of domain -> manifest URL`);
  return result.output;
}
