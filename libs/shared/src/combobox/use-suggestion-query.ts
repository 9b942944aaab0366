import { useCallback, useEffect, useRef, useState } from 'react';

export interface SuggestionQueryOptions {
  minLength: number;
  debounceMs: number;
  onQueryChange?: (query: string) => void;
}

export interface SuggestionQuery {
  /** The typed text suggestions answer: set after the pause, '' before any. */
  query: string;
  /** The visitor typed `text` (the box held `previous` before). */
  typed(text: string, previous: string): void;
  /** Forgets a pending query (a choice or a submit ends the typing). */
  cancel(): void;
}

const isLongEnough = (text: string, minLength: number) => text.trim().length >= minLength;

/**
 * The debounced query behind the suggestions: text of `minLength` characters is passed on after
 * `debounceMs` without typing, shorter text at once (suggestions are dropped without a pause).
 */
export function useSuggestionQuery({
  minLength,
  debounceMs,
  onQueryChange,
}: SuggestionQueryOptions): SuggestionQuery {
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnQueryChange = useRef(onQueryChange);
  useEffect(() => {
    latestOnQueryChange.current = onQueryChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = useCallback((text: string) => {
    setQuery(text);
    latestOnQueryChange.current?.(text);
  }, []);

  const typed = useCallback(
    (text: string, previous: string) => {
      clearTimeout(timer.current);
      if (!isLongEnough(text, minLength)) {
        emit(text);
        return;
      }
      // Suggestions hidden while the box held too little (or was cleared from outside) are
      // stale: none show until the new text is answered.
      if (!isLongEnough(previous, minLength)) emit('');
      timer.current = setTimeout(() => emit(text), debounceMs);
    },
    [minLength, debounceMs, emit],
  );

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  return { query, typed, cancel };
}

export { isLongEnough };
