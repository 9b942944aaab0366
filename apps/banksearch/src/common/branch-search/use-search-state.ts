import { useCallback, useEffect, useRef, useState } from 'react';
import { BranchServiceError, isAbort, type Branch } from '../services/branch-service';

/** What the sidebar shows: nothing yet, skeletons, the branches found, or why there are none. */
export type SearchState =
  | { status: 'idle'; reason: 'prompt' | 'zoomIn' }
  | { status: 'loading' }
  | { status: 'results'; branches: Branch[] }
  | { status: 'error'; code: number | string };

/** Returned by a search task that has asked for another try (the map zoomed out). */
export const RETRYING = Symbol('retrying');

export type SearchTask = (signal: AbortSignal) => Promise<Branch[] | typeof RETRYING>;

/**
 * One search at a time: a new one aborts the one before, so a late answer never overwrites a
 * newer one. Loading ends in results or an error (SPEC "Bank search overlay views").
 */
export function useSearchState(initial: SearchState) {
  const [state, setState] = useState<SearchState>(initial);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const run = useCallback(
    async (task: SearchTask, onAnswer?: (branches: Branch[]) => void) => {
      cancel();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
      try {
        const branches = await task(current.signal);
        if (current.signal.aborted || branches === RETRYING) return;
        onAnswer?.(branches);
        setState({ status: 'results', branches });
      } catch (error) {
        if (current.signal.aborted || isAbort(error)) return;
        const code = error instanceof BranchServiceError ? error.code : 'UNKNOWN_ERROR';
        setState({ status: 'error', code });
      }
    },
    [cancel],
  );

  const show = useCallback(
    (next: SearchState) => {
      cancel();
      setState(next);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { state, run, show, cancel };
}
