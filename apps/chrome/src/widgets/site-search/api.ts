import * as v from '@ctb/shared/validation';
import { safeHref } from '@ctb/shared/runtime';
import { fetchJson } from '@ctb/shared/http';

/** SPEC "Autosuggest item": title, subtitle, url. */
const suggestionsSchema = v.array(
  v.object({ title: v.string(), subtitle: v.optional(v.string()), url: v.string() }),
);

export interface Suggestion {
  title: string;
  subtitle?: string;
  url: string;
}

/**
 * GET autosuggest with `term` and `path` (the current page path). Entries whose url is not a
 * safe link (another site, `javascript:`) are left out.
 */
export async function fetchSuggestions(
  url: string,
  term: string,
  path: string,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const items = await fetchJson(url, { query: { term, path }, schema: suggestionsSchema, signal });
  return items.flatMap((item) => {
    const href = safeHref(item.url, { source: 'chrome/site-search suggestion url' });
    return href ? [{ ...item, url: href }] : [];
  });
}
