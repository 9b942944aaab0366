import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { withLock } from './atomic-file';
import { checkRelease } from './check-shared';
import { distManifestUrl, domainApp, domainApps } from './domains';
import { activePromotions, appendHistory, readHistory } from './history';
import { releaseFolder, type ReleasePaths } from './paths';
import { readReleaseManifest } from './release-manifest';
import {
  readRemotesFile,
  releaseManifestUrl,
  versionOfLine,
  writeRemotesFile,
} from './remotes-file';
import { shellSingletons, type ShellSingleton } from './shell-singletons';
import { assertVersion } from './version';

export interface LineChange {
  domain: string;
  from: string;
  to: string;
  version: string | undefined;
}

interface Options {
  now?: () => Date;
  /** The shell's singletons; read from the workspace when absent. */
  singletons?: ShellSingleton[];
}

/** The release versions of a domain, oldest first by name. */
export function releasedVersions(paths: ReleasePaths, domain: string): string[] {
  const folder = join(paths.releasesDir, domain);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** Reasons to refuse promoting this release (empty: it may go live). */
export function checkReleaseFolder(
  paths: ReleasePaths,
  domain: string,
  version: string,
  singletons: ShellSingleton[] = shellSingletons(paths.repoRoot),
): string[] {
  assertVersion(version);
  domainApp(paths.repoRoot, domain);
  const folder = releaseFolder(paths, domain, version);
  if (!existsSync(folder)) {
    const known = releasedVersions(paths, domain);
    throw new Error(
      `no release ${version} of ${domain} in ${join(paths.releasesDir, domain)}${known.length ? ` (there are: ${known.join(', ')})` : ' (release one first: npm run release -- ' + domain + ')'}`,
    );
  }
  return checkRelease(folder, readReleaseManifest(folder), singletons);
}

/**
 * Points the domain's line of the remotes file at a release, after checking it against the
 * shell's singletons. One atomic write of the remotes file, then one entry in the history.
 */
export function promote(
  paths: ReleasePaths,
  domain: string,
  version: string,
  { now = () => new Date(), singletons }: Options = {},
): LineChange {
  const problems = checkReleaseFolder(paths, domain, version, singletons);
  if (problems.length > 0) {
    throw new Error(
      `refusing to promote ${domain} ${version}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const apps = domainApps(paths.repoRoot);
  const app = domainApp(paths.repoRoot, domain);
  return withLock(paths.releasesDir, () => {
    const remotes = readRemotesFile(paths.remotesFile, apps);
    const from = remotes[domain] ?? distManifestUrl(app);
    const to = releaseManifestUrl(from, version);
    if (from === to) throw new Error(`${domain} already runs ${version} (${to})`);
    writeRemotesFile(paths.remotesFile, { ...remotes, [domain]: to });
    appendHistory(paths.historyFile, {
      at: now().toISOString(),
      action: 'promote',
      domain,
      from,
      to,
      version,
      by: process.env.USER,
    });
    return { domain, from, to, version };
  });
}

/**
 * Returns the domain's line to what it was before its latest promotion still in force (a release
 * or the domain's dist). One atomic write of the remotes file, then one entry in the history.
 */
export function rollback(
  paths: ReleasePaths,
  domain: string,
  { now = () => new Date() }: Pick<Options, 'now'> = {},
): LineChange {
  const apps = domainApps(paths.repoRoot);
  domainApp(paths.repoRoot, domain);
  return withLock(paths.releasesDir, () => {
    const last = activePromotions(readHistory(paths.historyFile), domain).pop();
    if (!last) throw new Error(`${domain} has no promotion to roll back (${paths.historyFile})`);
    const remotes = readRemotesFile(paths.remotesFile, apps);
    const current = remotes[domain];
    if (current !== last.to) {
      throw new Error(
        `the ${domain} line of ${paths.remotesFile} is ${current ?? 'missing'}, not ${last.to} as its last promotion left it: it was changed by hand; promote the version you want instead`,
      );
    }
    const version = versionOfLine(last.from);
    if (version && !existsSync(releaseFolder(paths, domain, version))) {
      throw new Error(`cannot roll back to ${domain} ${version}: its folder is gone`);
    }
    writeRemotesFile(paths.remotesFile, { ...remotes, [domain]: last.from });
    appendHistory(paths.historyFile, {
      at: now().toISOString(),
      action: 'rollback',
      domain,
      from: current,
      to: last.from,
      version,
      by: process.env.USER,
    });
    return { domain, from: current, to: last.from, version };
  });
}
