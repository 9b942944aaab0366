import * as v from 'valibot';

const originSchema = v.pipe(
  v.string(),
  v.url('an absolute origin such as https://review.example-bank.at'),
  v.check((value) => new URL(value).origin === value, 'an origin without path, e.g. https://host'),
);

/** The page config's say on remote overrides (`script#page-config`, key `remoteOverrides`). */
const settingsSchema = v.object({
  enabled: v.optional(v.boolean('must be true or false')),
  allowedOrigins: v.optional(v.array(originSchema, 'must be a list of origins'), []),
});

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
  const result = v.safeParse(settingsSchema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    console.error(
      `[ctb] shell: page config remoteOverrides${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''} ${issue.message}; remote overrides are off`,
    );
    return { enabled: false, allowedOrigins: [] };
  }
  return {
    enabled: result.output.enabled ?? !isProductionBuild,
    allowedOrigins: result.output.allowedOrigins,
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
