import { readFile } from 'node:fs/promises';
import { DOMAINS } from '../../common/config/app-names';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';

export type RemotesFile = Record<string, string>;

/** domain -> manifest URL on the domain's own origin. */
export function defaultRemotes(config: PlatformConfig): RemotesFile {
  return Object.fromEntries(
    DOMAINS.map((domain) => [domain, `${appOrigin(config, domain)}/mf-manifest.json`]),
  );
}

/**
 * The remotes file the shell reads. With CTB_REMOTES_FILE it is read on every request, so QA can
 * repoint a domain (e.g. to a second URL) without restarting the platform.
 */
export async function loadRemotes(config: PlatformConfig): Promise<RemotesFile> {
  if (!config.remotesFile) return defaultRemotes(config);
  const parsed: unknown = JSON.parse(await readFile(config.remotesFile, 'utf8'));
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((url) => typeof url === 'string');
  if (!valid)
    throw new Error(`${config.remotesFile} must be a JSON object of domain -> manifest URL`);
  return parsed as RemotesFile;
}
