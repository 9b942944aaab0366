import {
  DEFAULT_APP_HOST,
  DEFAULT_APP_PORTS,
  DEFAULT_CMS,
  DEFAULT_IDENTITY_PROVIDER,
  DEFAULT_PAAS,
  isAppName,
  type AppName,
} from './app-names';
import { join } from 'node:path';
import { releasesDirFrom } from './releases-dir';
import { findRepoRoot } from './repo-root';

export interface ListenAddress {
  /** Host name the server binds to and that URLs use (`localhost` binds ::1 and 127.0.0.1). */
  host: string;
  port: number;
}

/** One app's dist served under one more port, e.g. calculators also on :8113. */
export interface ExtraAppOrigin {
  app: AppName;
  port: number;
}

/** What a caller may set; everything has a default (see resolvePlatformConfig). */
export interface PlatformOptions {
  cms?: Partial<ListenAddress>;
  paas?: Partial<ListenAddress>;
  /** The club's OpenID Connect identity provider (CTB_IDP_PORT; port 0 = any free port). */
  identityProvider?: Partial<ListenAddress>;
  /**
   * Where durable stores (SQLite: promo codes handed out, form submissions) live: a folder, or
   * `:memory:` (tests). Default CTB_DATA_DIR, else `<repo>/.platform-data` (git-ignored).
   */
  dataDir?: string;
  /** false: start no app servers (the calculators alone need none). */
  apps?:
    | false
    | {
        host?: string;
        ports?: Partial<Record<AppName, number>>;
        extra?: ExtraAppOrigin[];
      };
  /** Monorepo root, where apps/<name>/dist live. Found from the working directory if absent. */
  repoRoot?: string;
  /** A JSON file { "<domain>": "<manifest URL>" } served instead of the generated remotes.json. */
  remotesFile?: string;
  /** Where `npm run release` builds `<domain>/<version>/` (CTB_RELEASES_DIR, else `<repo>/releases`). */
  releasesDir?: string;
  /** Further browser origins allowed to call the paas and the app servers, besides the CMS host. */
  extraCorsOrigins?: string[];
  /** HMAC secret for access tokens; random per process when absent. */
  tokenSecret?: string;
  /** The clock (token expiry, pension ages). Tests pass a fixed one. */
  now?: () => Date;
  /** Where startup lines go; console.log by default. */
  log?: (line: string) => void;
  /** Fastify request logging (pino JSON) for debugging. */
  logRequests?: boolean;
}

export interface PlatformConfig {
  cms: ListenAddress;
  paas: ListenAddress;
  identityProvider: ListenAddress;
  dataDir: string;
  apps: false | { host: string; ports: Record<AppName, number>; extra: ExtraAppOrigin[] };
  repoRoot: string;
  remotesFile: string | undefined;
  releasesDir: string;
  extraCorsOrigins: string[];
  tokenSecret: string | undefined;
  now: () => Date;
  log: (line: string) => void;
  logRequests: boolean;
}

export function originOf(address: ListenAddress): string {
  return `http://${address.host}:${address.port}`;
}

export function cmsOrigin(config: PlatformConfig): string {
  return originOf(config.cms);
}

export function paasOrigin(config: PlatformConfig): string {
  return originOf(config.paas);
}

/** The shell's origin, as pages reference it; falls back to the fixed port without app servers. */
export function appOrigin(config: PlatformConfig, app: AppName): string {
  if (config.apps === false) return `http://${DEFAULT_APP_HOST}:${DEFAULT_APP_PORTS[app]}`;
  return `http://${config.apps.host}:${config.apps.ports[app]}`;
}

/** Browser origins that may call the paas and fetch manifests from the app servers. */
export function allowedBrowserOrigins(config: PlatformConfig): string[] {
  return [cmsOrigin(config), ...config.extraCorsOrigins];
}

type Env = Record<string, string | undefined>;

function portFromEnv(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

/** Parses CTB_EXTRA_APP_PORTS, e.g. "calculators=8113,lists=8111". */
export function parseExtraAppPorts(raw: string | undefined): ExtraAppOrigin[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [app = '', portText = ''] = entry.split('=').map((part) => part.trim());
      const port = Number(portText);
      if (!isAppName(app) || !Number.isInteger(port) || port <= 0 || port > 65535) {
        throw new Error(`CTB_EXTRA_APP_PORTS entry "${entry}" must look like calculators=8113`);
      }
      return { app, port };
    });
}

/**
 * Second origins for apps from the environment: CTB_EXTRA_APP_PORTS="calculators=8113,lists=8111"
 * and, one app at a time, CTB_SECOND_<APP>_PORT=8113 (as the workspace's test script sets it).
 */
export function extraAppPortsFromEnv(env: Env): ExtraAppOrigin[] {
  const extra = parseExtraAppPorts(env.CTB_EXTRA_APP_PORTS);
  for (const [name, value] of Object.entries(env)) {
    const match = /^CTB_SECOND_([A-Z]+)_PORT$/.exec(name);
    if (!match?.[1] || !value) continue;
    extra.push(...parseExtraAppPorts(`${match[1].toLowerCase()}=${value}`));
  }
  return extra;
}

function listFromEnv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Fills every default. Environment variables (CTB_CMS_PORT, CTB_PAAS_PORT, CTB_REMOTES_FILE,
 * CTB_EXTRA_APP_PORTS, CTB_SECOND_<APP>_PORT, CTB_CORS_ORIGINS, CTB_LOG_REQUESTS) apply where the
 * options say nothing.
 */
export function resolvePlatformConfig(
  options: PlatformOptions = {},
  env: Env = process.env,
): PlatformConfig {
  const apps = options.apps;
  const repoRoot = options.repoRoot ?? findRepoRoot(process.cwd());
  return {
    cms: {
      host: options.cms?.host ?? DEFAULT_CMS.host,
      port: options.cms?.port ?? portFromEnv(env, 'CTB_CMS_PORT') ?? DEFAULT_CMS.port,
    },
    paas: {
      host: options.paas?.host ?? DEFAULT_PAAS.host,
      port: options.paas?.port ?? portFromEnv(env, 'CTB_PAAS_PORT') ?? DEFAULT_PAAS.port,
    },
    identityProvider: {
      host: options.identityProvider?.host ?? DEFAULT_IDENTITY_PROVIDER.host,
      port:
        options.identityProvider?.port ??
        portFromEnv(env, 'CTB_IDP_PORT') ??
        DEFAULT_IDENTITY_PROVIDER.port,
    },
    dataDir: options.dataDir ?? (env.CTB_DATA_DIR || join(repoRoot, '.platform-data')),
    apps:
      apps === false
        ? false
        : {
            host: apps?.host ?? DEFAULT_APP_HOST,
            ports: { ...DEFAULT_APP_PORTS, ...apps?.ports },
            extra: apps?.extra ?? extraAppPortsFromEnv(env),
          },
    repoRoot,
    remotesFile: options.remotesFile ?? (env.CTB_REMOTES_FILE || undefined),
    releasesDir:
      options.releasesDir ?? releasesDirFrom(env, options.repoRoot ?? findRepoRoot(process.cwd())),
    extraCorsOrigins: options.extraCorsOrigins ?? listFromEnv(env.CTB_CORS_ORIGINS),
    tokenSecret: options.tokenSecret,
    now: options.now ?? (() => new Date()),
    log: options.log ?? ((line) => console.log(line)),
    logRequests: options.logRequests ?? env.CTB_LOG_REQUESTS === '1',
  };
}
