import { isAbsoluteUrl } from './remotes-file';

/**
 * The page config's say on remote overrides (`script#page-config`, key `remoteOverrides`):
 * `{ enabled?: boolean, allowedOrigins?: string[] }`. Returns what is wrong (the key's path and
 * what it must be), or undefined.
 */
function problemOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return ' must be an object';
  }
  const { enabled, allowedOrigins } = raw as Record<string, unknown>;
  if (enabled !== undefined && typeof enabled !== 'boolean')
    return '.enabled must be true or false';
  if (allowedOrigins === undefined) return undefined;
  if (!Array.isArray(allowedOrigins)) return '.allowedOrigins must be a list of origins';
  for (const [index, origin] of allowedOrigins.entries()) {
    if (!isAbsoluteUrl(origin)) {
      return `.allowedOrigins.${index} an absolute origin such as https://review.example-bank.at`;
    }
    if (new URL(origin).origin !== origin) {
      return `.allowedOrigins.${index} an origin without path, e.g. https://host`;
    }
  }
  return undefined;
}

export interface OverrideSettings {
  enabled: boolean;
  /** Origins besides localhost a remote may be overridden with. */
  allowedOrigins: string[];
}

/**
 * Whether this page lets a developer swap a remote: always off in production builds unless the
 * page config sets `remoteOverrides.enabled`; on in development builds unless it says false.
 */
export function readOverrideSettings(root: Document, isProductionBuild: boolean): OverrideSettings {
  const fallback = { enabled: !isProductionBuild, allowedOrigins: [] };
  const text = root.getElementById('page-config')?.textContent;
  if (!text) return fallback;
  let pageConfig: unknown;
  try {
    pageConfig = JSON.parse(text);
  } catch {
    return fallback; // The apps report a broken page config; overrides stay at the build's default.
  }
  const raw = (pageConfig as { remoteOverrides?: unknown } | null)?.remoteOverrides;
  if (raw === undefined) return fallback;
  const problem = problemOf(raw);
  if (problem) {
    console.error(`[ctb] shell: page config remoteOverrides${problem}; remote overrides are off`);
    return { enabled: false, allowedOrigins: [] };
  }
  const settings = raw as { enabled?: boolean; allowedOrigins?: string[] };
  return {
    enabled: settings.enabled ?? !isProductionBuild,
    allowedOrigins: settings.allowedOrigins ?? [],
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why an override URL is refused, or undefined when it may be used. */
export function refusalOf(url: string, settings: OverrideSettings): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `${url} is not an http(s) URL`;
  }
  if (LOCAL_HOSTS.has(parsed.hostname) || settings.allowedOrigins.includes(parsed.origin)) {
    return undefined;
  }
  const allowed = ['localhost', ...settings.allowedOrigins].join(', ');
  return `${parsed.origin} is neither localhost nor an allowed origin (${allowed})`;
}
