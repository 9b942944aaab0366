import { useEffect, useState } from 'react';

/** Info over a picture hides after 3 s without the visitor moving, touching or typing (SPEC). */
export const INFO_IDLE_MS = 3000;

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Whether the visitor has been idle for 3 s while `active`; any activity shows the info again. */
export function useIdle(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let timer = setTimeout(() => setIdle(true), INFO_IDLE_MS);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), INFO_IDLE_MS);
    };
    ACTIVITY.forEach((name) =>
      document.addEventListener(name, wake, { capture: true, passive: true }),
    );
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((name) => document.removeEventListener(name, wake, { capture: true }));
      setIdle(false);
    };
  }, [active]);
  return idle;
}
