import { useEffect, useMemo, useRef } from 'react';

/** Runs `callback` once calls have paused for `delayMs` (the list search waits 200 ms). */
export function useDebouncedCallback<Argument>(
  callback: (argument: Argument) => void,
  delayMs: number,
) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(argument: Argument) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(argument), delayMs);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [delayMs],
  );
}
