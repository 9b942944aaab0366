import { useEffect, useRef } from 'react';

/** What the URL keeps of a list when history is on. */
export interface ListHistoryState {
  term: string;
  filters: Record<string, string[]>;
  pages: number;
}

// Parameters are namespaced per list (`<id>.q`, `<id>.f.<filter>`, `<id>.p`) so that several
// lists on one page keep their own state.
const termKey = (id: string) => `${id}.q`;
const pagesKey = (id: string) => `${id}.p`;
const filterPrefix = (id: string) => `${id}.f.`;

export function readListHistory(id: string, search = window.location.search): ListHistoryState {
  const params = new URLSearchParams(search);
  const filters: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (key.startsWith(filterPrefix(id))) {
      filters[key.slice(filterPrefix(id).length)] = params.getAll(key).filter(Boolean);
    }
  }
  const pages = Number(params.get(pagesKey(id)));
  return {
    term: params.get(termKey(id)) ?? '',
    filters,
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, 50) : 1,
  };
}

function canonical(state: ListHistoryState): string {
  const filters = Object.entries(state.filters)
    .filter(([, values]) => values.length > 0)
    .map(([filter, values]) => [filter, [...values].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([state.term, filters, state.pages]);
}

export const sameState = (a: ListHistoryState, b: ListHistoryState) =>
  canonical(a) === canonical(b);

/** Same term and filters, whatever the number of loaded pages. */
export const sameQuery = (
  a: Pick<ListHistoryState, 'term' | 'filters'>,
  b: Pick<ListHistoryState, 'term' | 'filters'>,
) => sameState({ ...a, pages: 1 }, { ...b, pages: 1 });

export function writeListHistory(id: string, state: ListHistoryState, mode: 'push' | 'replace') {
  const params = new URLSearchParams(window.location.search);
  for (const key of [...params.keys()]) {
    if (key.startsWith(`${id}.`)) params.delete(key);
  }
  if (state.term) params.set(termKey(id), state.term);
  for (const [filter, values] of Object.entries(state.filters)) {
    for (const value of values) params.append(filterPrefix(id) + filter, value);
  }
  if (state.pages > 1) params.set(pagesKey(id), String(state.pages));
  // Unchanged (e.g. just restored from the URL): writing again would add a needless entry.
  if (sameState(readListHistory(id), state)) return;
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/** Calls `restore` with the list's state from the URL when the visitor goes back or forward. */
export function useHistoryRestore(
  id: string,
  enabled: boolean,
  restore: (state: ListHistoryState) => void,
) {
  const latestRestore = useRef(restore);
  useEffect(() => {
    latestRestore.current = restore;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPopState = (event: PopStateEvent) => {
      // single-spa answers every pushState/replaceState with a popstate of its own (marked
      // `singleSpa`): that is our own write, not the visitor going back or forward.
      if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
      latestRestore.current(readListHistory(id));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [id, enabled]);
}
