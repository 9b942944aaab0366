// The public API of @ctb/release (the CLI is src/cli.ts).
export { buildRelease, type BuiltRelease } from './build-release';
export { checkRelease, checkSharedModules, findBundledCopies } from './check-shared';
export { domainApps, type DomainApp } from './domains';
export { readHistory, type HistoryEntry } from './history';
export { findRepoRoot, releasePaths, type ReleasePaths } from './paths';
export {
  checkReleaseFolder,
  promote,
  releasedVersions,
  rollback,
  type LineChange,
} from './promotion';
export { readRemotesFile, releaseManifestUrl, versionOfLine } from './remotes-file';
export { shellSingletons, type ShellSingleton } from './shell-singletons';
