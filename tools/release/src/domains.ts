import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const appPackageSchema = v.object({
  name: v.string(),
  version: v.string(),
  config: v.object({ port: v.pipe(v.number(), v.integer()) }),
});

export interface DomainApp {
  domain: string;
  /** `apps/<domain>` */
  dir: string;
  packageName: string;
  packageVersion: string;
  /** The app's own local origin (package.json `config.port`). */
  port: number;
}

/** The domain apps of the workspace (every `apps/<name>` but the shell), read from package.json. */
export function domainApps(repoRoot: string): DomainApp[] {
  const appsDir = join(repoRoot, 'apps');
  return readdirSync(appsDir)
    .filter((name) => name !== 'shell' && existsSync(join(appsDir, name, 'package.json')))
    .sort()
    .map((domain) => {
      const dir = join(appsDir, domain);
      const parsed = v.parse(
        appPackageSchema,
        JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
      );
      return {
        domain,
        dir,
        packageName: parsed.name,
        packageVersion: parsed.version,
        port: parsed.config.port,
      };
    });
}

export function domainApp(repoRoot: string, domain: string): DomainApp {
  const apps = domainApps(repoRoot);
  const app = apps.find((candidate) => candidate.domain === domain);
  if (!app) {
    throw new Error(
      `unknown domain "${domain}": expected one of ${apps.map((a) => a.domain).join(', ')}`,
    );
  }
  return app;
}

/** The remotes-file line of a domain served from its own dist (what the platform generates). */
export const distManifestUrl = (app: DomainApp) => `http://localhost:${app.port}/mf-manifest.json`;
