import { useEffect, useState } from 'react';
import type { LoginOutcome } from './complete-login';
import { takeLoginReturn } from './complete-login';
import type { LoginConfig } from './login-config-schema';

/**
 * The login return of this page load, taken during the first render (so `code` and `state` leave
 * the address before anything else renders): undefined when the page was not reached from the
 * identity provider, 'pending' while the code is exchanged, then the outcome.
 */
export function useLoginReturn(config: LoginConfig): LoginOutcome | 'pending' | undefined {
  const [started] = useState(() => takeLoginReturn(config));
  const [outcome, setOutcome] = useState<LoginOutcome | undefined>();
  useEffect(() => {
    let current = true;
    void started?.then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [started]);
  if (!started) return undefined;
  return outcome ?? 'pending';
}
