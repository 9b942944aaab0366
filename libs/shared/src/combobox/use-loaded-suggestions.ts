import { useEffect, useRef, useState } from 'react';

export type SuggestionLoader<Item> = (
  query: string,
  signal: AbortSignal,
) => Promise<readonly Item[]>;

export interface LoadedSuggestions<Item> {
  /** What to show: the latest answer, kept while the next one loads; undefined before any. */
  items: readonly Item[] | undefined;
  loading: boolean;
}

interface Answer<Item> {
  query: string;
  items: readonly Item[];
  /** False after a failure: nothing to show or announce. */
  answered: boolean;
}

const NONE: Answer<never> = { query: '', items: [], answered: false };

/**
 * Suggestions fetched for each query long enough: the latest query wins (earlier requests are
 * aborted), and a failure empties them and is handed to `onError` (the caller decides whether to
 * log). Without a loader nothing is asked and nothing shows.
 */
export function useLoadedSuggestions<Item>(
  load: SuggestionLoader<Item> | undefined,
  query: string,
  longEnough: boolean,
  onError?: (error: unknown) => void,
): LoadedSuggestions<Item> {
  const [answer, setAnswer] = useState<Answer<Item>>(NONE);
  const latest = useRef({ load, onError });
  useEffect(() => {
    latest.current = { load, onError };
  });
  const active = load !== undefined && longEnough;

  // Text too short (or suggestions switched off): the last answer is stale from now on.
  if (!active && answer !== NONE) setAnswer(NONE);

  useEffect(() => {
    const loader = latest.current.load;
    if (!active || !loader) return;
    const controller = new AbortController();
    loader(query, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setAnswer({ query, items, answered: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ query, items: [], answered: false });
        latest.current.onError?.(error);
      },
    );
    return () => controller.abort();
  }, [active, query]);

  if (!active) return { items: undefined, loading: false };
  const shown = answer.answered || answer.items.length > 0;
  return { items: shown ? answer.items : undefined, loading: answer.query !== query };
}
