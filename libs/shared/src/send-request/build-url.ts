type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; null and undefined are left out, arrays repeat the parameter. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Resolves `url` against the page (relative URLs point at the CMS host) and appends the query. */
export function buildUrl(url: string, query?: Query): URL {
  const resolved = new URL(url, document.baseURI);
  for (const [name, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) resolved.searchParams.append(name, String(item));
    }
  }
  return resolved;
}
