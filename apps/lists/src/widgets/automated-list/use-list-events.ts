import { useEffect, useRef } from 'react';
import { eventBus } from '@ctb/shared';

/**
 * `list.reload` re-initialises the list; a change of the stored branch reloads it when the list
 * depends on the visitor's bank.
 */
export function useListEvents(
  onReinitialise: () => void,
  onBranchChange: () => void,
  dependsOnBranch: boolean,
) {
  const handlers = useRef({ onReinitialise, onBranchChange });
  useEffect(() => {
    handlers.current = { onReinitialise, onBranchChange };
  });
  useEffect(() => eventBus.on('list.reload', () => handlers.current.onReinitialise()), []);
  useEffect(() => {
    if (!dependsOnBranch) return;
    return eventBus.on('userbranch.update', () => handlers.current.onBranchChange());
  }, [dependsOnBranch]);
}
