// `npm run release -- <domain>`, `npm run promote -- <domain> <version>`,
// `npm run rollback -- <domain>`, `npm run releases -- [<domain>]` (what is live, what exists).
import { buildRelease } from './build-release';
import { domainApps } from './domains';
import { activePromotions, readHistory } from './history';
import { releasePaths } from './paths';
import { promote, releasedVersions, rollback, type LineChange } from './promotion';
import { readRemotesFile, versionOfLine } from './remotes-file';

const usage = `usage:
  npm run release -- <domain>             build an immutable release into releases/<domain>/<version>/
  npm run promote -- <domain> <version>   point the domain's line of the remotes file at it
  npm run rollback -- <domain>            return the line to where it was before the last promotion
  npm run releases -- [<domain>]          what runs now, the releases there are, the history`;

function describe(change: LineChange, verb: string): string {
  return `[release] ${verb} ${change.domain}: ${change.from} -> ${change.to}${change.version ? '' : ' (its dist)'}`;
}

function status(domain: string | undefined): void {
  const paths = releasePaths();
  const apps = domainApps(paths.repoRoot).filter((app) => !domain || app.domain === domain);
  const remotes = readRemotesFile(paths.remotesFile, apps);
  const history = readHistory(paths.historyFile);
  console.log(`remotes file: ${paths.remotesFile}\nreleases:     ${paths.releasesDir}\n`);
  for (const app of apps) {
    const line = remotes[app.domain] ?? '(no line)';
    const live = versionOfLine(line) ?? 'dist';
    const versions = releasedVersions(paths, app.domain);
    const depth = activePromotions(history, app.domain).length;
    console.log(
      `${app.domain.padEnd(12)} runs ${live.padEnd(20)} releases: ${versions.join(', ') || '-'}; promotions to roll back: ${depth}`,
    );
  }
  const recent = history.filter((entry) => !domain || entry.domain === domain).slice(-10);
  if (recent.length > 0) console.log('\nlast changes:');
  for (const entry of recent) {
    console.log(
      `  ${entry.at}  ${entry.action.padEnd(8)} ${entry.domain}: ${entry.from} -> ${entry.to}`,
    );
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, domain, version, ...rest] = argv;
  const paths = releasePaths();
  const need = (count: number) => {
    if (argv.length - 1 !== count || rest.length > 0) throw new Error(usage);
  };
  switch (command) {
    case 'release':
      need(1);
      await buildRelease(paths, domain as string);
      console.log(`[release] promote it with: npm run promote -- ${domain} <version above>`);
      return;
    case 'promote':
      need(2);
      console.log(describe(promote(paths, domain as string, version as string), 'promoted'));
      return;
    case 'rollback':
      need(1);
      console.log(describe(rollback(paths, domain as string), 'rolled back'));
      return;
    case 'status':
      if (argv.length > 2) throw new Error(usage);
      status(domain);
      return;
    default:
      throw new Error(usage);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
