/**
 * True when `url` has the origin of `baseUrl` and its path lies at or below the base path. The
 * bearer token goes only to such URLs: a shared origin alone is not enough.
 */
export function isUnderBaseUrl(url: URL, baseUrl: string): boolean {
  const base = new URL(baseUrl);
  if (url.origin !== base.origin) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return basePath === '' || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}
