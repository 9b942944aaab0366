import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { writeJsonAtomic } from './atomic-file';
import { distManifestUrl, type DomainApp } from './domains';

const remotesFileSchema = v.record(
  v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'a lower-case domain name')),
  v.pipe(v.string(), v.url('an absolute manifest URL')),
);

export type RemotesFile = v.InferOutput<typeof remotesFileSchema>;

/** The file the platform serves as remotes.json before any promotion: every domain's dist. */
export function defaultRemotes(apps: readonly DomainApp[]): RemotesFile {
  return Object.fromEntries(apps.map((app) => [app.domain, distManifestUrl(app)]));
}

/** The remotes file as it is, or the default one while nothing has been promoted. */
export function readRemotesFile(file: string, apps: readonly DomainApp[]): RemotesFile {
  if (!existsSync(file)) return defaultRemotes(apps);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`remotes file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(remotesFileSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(
      `remotes file ${file} is invalid at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
    );
  }
  return result.output;
}

export function writeRemotesFile(file: string, remotes: RemotesFile): void {
  writeJsonAtomic(file, remotes);
}

/** Where a release of a domain is served: its folder under the origin of the domain's line. */
export function releaseManifestUrl(currentLine: string, version: string): string {
  return new URL(`/releases/${encodeURIComponent(version)}/mf-manifest.json`, currentLine).href;
}

/** The release version a line points at, or undefined for a line that is no release. */
export function versionOfLine(line: string): string | undefined {
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(new URL(line).pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
