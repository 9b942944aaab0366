import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeJsonAtomic } from './atomic-file';
import { checkRelease } from './check-shared';
import { domainApp, type DomainApp } from './domains';
import { releaseFolder, type ReleasePaths } from './paths';
import { readReleaseManifest } from './release-manifest';
import { shellSingletons } from './shell-singletons';
import { nextReleaseVersion } from './version';

interface WebpackStats {
  hasErrors(): boolean;
  toString(options: object): string;
}
interface WebpackCompiler {
  run(callback: (error: Error | null, stats?: WebpackStats) => void): void;
  close(callback: () => void): void;
}
type Webpack = (config: object) => WebpackCompiler;
type ConfigFactory = (env: object, argv: { mode: string }) => { output: { path: string } };

function git(repoRoot: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** Whether the sources a release of this app is built from differ from the commit. */
function hasUncommittedSources(repoRoot: string, app: DomainApp): boolean {
  const sources = [`apps/${app.domain}`, 'libs/shared', 'tools/build', 'pnpm-lock.yaml'];
  return git(repoRoot, ['status', '--porcelain', '--', ...sources]) !== '';
}

async function runWebpack(repoRoot: string, app: DomainApp, outputPath: string): Promise<void> {
  const require = createRequire(join(repoRoot, 'tools', 'build', 'index.cjs'));
  const webpack = require('webpack') as Webpack;
  const factory = require(join(app.dir, 'webpack.config.cjs')) as ConfigFactory;
  const config = factory({}, { mode: 'production' });
  config.output.path = outputPath;
  const stats = await new Promise<WebpackStats>((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    throw new Error(
      `the build of ${app.domain} failed:\n${stats.toString({ all: false, errors: true })}`,
    );
  }
}

/** Files of a finished release cannot be changed in place (the folder stays removable). */
function makeReadOnly(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) makeReadOnly(path);
    else chmodSync(path, 0o444);
  }
}

export interface BuiltRelease {
  domain: string;
  version: string;
  folder: string;
}

/**
 * Builds one domain app into `releases/<domain>/<version>/`: built in a temporary folder, checked
 * (entry, manifest, shared modules against the shell's singletons) and only then renamed into
 * place, so a version folder is complete and never overwritten.
 */
export async function buildRelease(
  paths: ReleasePaths,
  domain: string,
  log: (line: string) => void = console.log,
): Promise<BuiltRelease> {
  const app = domainApp(paths.repoRoot, domain);
  const commit = git(paths.repoRoot, ['rev-parse', '--short=7', 'HEAD']);
  const version = nextReleaseVersion(app.packageVersion, commit, (candidate) =>
    existsSync(releaseFolder(paths, domain, candidate)),
  );
  const folder = releaseFolder(paths, domain, version);
  const building = join(paths.releasesDir, domain, `.building-${version}-${process.pid}`);
  const dirty = hasUncommittedSources(paths.repoRoot, app);
  log(`[release] building ${domain} ${version}${dirty ? ' (uncommitted changes included)' : ''}`);
  // The federation manifest's buildVersion: the shell reads it to name the release a page runs.
  const previousBuildVersion = process.env.MF_BUILD_VERSION;
  process.env.MF_BUILD_VERSION = version;
  try {
    await runWebpack(paths.repoRoot, app, building);
    for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
      if (!existsSync(join(building, required))) throw new Error(`the build wrote no ${required}`);
    }
    const manifest = readReleaseManifest(building);
    const problems = checkRelease(building, manifest, shellSingletons(paths.repoRoot));
    if (problems.length > 0) {
      throw new Error(
        `${domain} ${version} does not fit the shell:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    writeJsonAtomic(join(building, 'release.json'), {
      domain,
      version,
      commit,
      uncommittedChanges: dirty,
      builtAt: new Date().toISOString(),
    });
    if (existsSync(folder))
      throw new Error(`${folder} appeared meanwhile; it is never overwritten`);
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  } finally {
    if (previousBuildVersion === undefined) delete process.env.MF_BUILD_VERSION;
    else process.env.MF_BUILD_VERSION = previousBuildVersion;
  }
  makeReadOnly(folder);
  log(`[release] ${domain} ${version} is in ${folder}`);
  return { domain, version, folder };
}
