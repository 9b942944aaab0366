import type { Indexed } from './indexed';

const fold = (text: string) => text.toLocaleLowerCase('de');

/**
 * Case-insensitive search over title, subTitle and text: every word of the query must occur
 * (as a substring) in one of them. An empty or blank query matches everything.
 */
export function matchesQuery(
  item: { title: string; subTitle: string; text: string },
  query: string | undefined,
): boolean {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${item.title}\n${item.subTitle}\n${item.text}`);
  return words.every((word) => haystack.includes(word));
}

/** Entries under a site path (prefix match on whole segments); no path means all. */
export function underPath<T>(entry: Indexed<T>, path: string | undefined): boolean {
  if (!path) return true;
  const prefix = path.replace(/\.html$/, '').replace(/\/$/, '');
  return entry.path === prefix || entry.path.startsWith(`${prefix}/`);
}

/** One page of results. `offset` is 1-based (SPEC section 7: offsets are sent as index+1). */
export function pageOf<T>(items: readonly T[], offset: number, size: number): T[] {
  return items.slice(offset - 1, offset - 1 + size);
}
