import { useCallback, useState, type UIEvent } from 'react';
import { LOAD_MORE_DISTANCE, RESULTS_PAGE } from './search-constants';

/**
 * How many results the sidebar renders: 10, and 10 more whenever it is scrolled within 50 px of
 * its end; back to 10 for every new answer (`resetKey`), already in the answer's first render.
 */
export function useResultLimit(total: number, resetKey: unknown) {
  const [grown, setGrown] = useState({ key: resetKey, limit: RESULTS_PAGE });
  const limit = grown.key === resetKey ? grown.limit : RESULTS_PAGE;

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
      if (scrollHeight - scrollTop - clientHeight > LOAD_MORE_DISTANCE) return;
      setGrown((current) => {
        const base = current.key === resetKey ? current.limit : RESULTS_PAGE;
        return base < total ? { key: resetKey, limit: base + RESULTS_PAGE } : current;
      });
    },
    [total, resetKey],
  );

  return { limit, onScroll };
}
