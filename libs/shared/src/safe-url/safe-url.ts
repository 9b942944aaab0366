import { readPageConfig } from '../page-config/read-page-config';

export interface SafeUrlOptions {
  /**
   * Origins besides the page's own that the link may point to (e.g. a job portal). Default: the
   * page config's `linkOrigins`.
   */
  allowedOrigins?: readonly string[];
  /** Who took the value from where, for the log line: e.g. `lists/automated-list cta.href`. */
  source?: string;
}

const MAX_LOGGED_LENGTH = 120;

function pageOrigin(): string {
  return window.location.origin;
}

function configuredOrigins(): readonly string[] {
  try {
    return readPageConfig().linkOrigins ?? [];
  } catch {
    // No usable page config (a test page, a broken CMS block): only the page's own origin.
    return [];
  }
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

// A widget may check the same value on every render: each is logged once per page.
const logged = new Set<string>();

function drop(value: string, reason: string, source: string | undefined): undefined {
  const key = `${source ?? ''}\n${value}`;
  if (logged.has(key)) return undefined;
  logged.add(key);
  const shown = value.length > MAX_LOGGED_LENGTH ? `${value.slice(0, MAX_LOGGED_LENGTH)}…` : value;
  console.warn(
    `[ctb] ${source ?? 'link'}: dropped the unsafe link ${JSON.stringify(shown)} (${reason}).`,
  );
  return undefined;
}

/**
 * The site path a value names, as `/path?query#hash`, or undefined when it is no site path: it
 * must begin with exactly one `/` (`//host` and `/\host` name another host to a browser) and still
 * resolve on the page's own origin once parsed (tabs and newlines inside are ignored by parsers).
 */
function sitePathOf(value: string): string | undefined {
  if (!/^\/(?![/\\])/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, pageOrigin());
  } catch {
    return undefined;
  }
  if (url.origin !== pageOrigin()) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The one check for a link or navigation target taken from data (a service answer, the CMS,
 * storage, a query parameter): a site path beginning with exactly one `/`, or an http(s) URL on
 * the page's own origin or an allowed one. Returns the value to use (a site path, or the parsed
 * absolute URL), or undefined for anything else (`javascript:`, `data:`, `//other.host`, a
 * relative path, another origin), which is logged with its source (once per page and value).
 */
export function safeHref(value: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const { source } = options;
  if (typeof value !== 'string') return drop(String(value), 'not a string', source);
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) {
    return sitePathOf(trimmed) ?? drop(value, 'not a path of this site', source);
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return drop(value, 'neither a site path beginning with one "/" nor an absolute URL', source);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return drop(value, `the scheme ${url.protocol} is not allowed`, source);
  }
  const allowed = new Set(
    [pageOrigin(), ...(options.allowedOrigins ?? configuredOrigins())].map(
      (origin) => originOf(origin) ?? origin,
    ),
  );
  if (!allowed.has(url.origin))
    return drop(value, `${url.origin} is not an allowed origin`, source);
  return url.href;
}

/**
 * `safeHref` for a target the code navigates to itself (`location.assign`), where React's guard
 * of `href` does not apply.
 */
export function safeNavigationTarget(
  value: unknown,
  options: SafeUrlOptions = {},
): string | undefined {
  return safeHref(value, { ...options, source: options.source ?? 'navigation' });
}

/**
 * A site path only (e.g. a bank's root path, the stored branch's path): no absolute URL, even of
 * the page's own origin. Undefined (and logged) for anything else.
 */
export function safeSitePath(value: unknown, source?: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return drop(String(value), 'not a string', source);
  return sitePathOf(value.trim()) ?? drop(value, 'not a path of this site', source);
}
