import { useEffect, useState } from 'react';

/**
 * The time, renewed every minute: what depends on the clock (is the exchange open?) changes at
 * the close even when no new data arrives.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
