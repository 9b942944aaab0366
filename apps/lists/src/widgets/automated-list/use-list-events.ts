import { useEffect, useRef } from 'react';
import { eventBus } from '@ctb/shared/runtime';
import { type StoredBranch } from '@ctb/shared/branch-store';

/**
 * `list.reload` re-initialises the list; each new value of the followed stored branch (the
 * store hands out a new one on every store, the same branch stored again included) reloads it.
 * `followedBranch` is what `useStoredBranch` gives, or null for a list that does not follow it.
 */
export function useListEvents(
  onReinitialise: () => void,
  onBranchChange: (branch: StoredBranch | null) => void,
  followedBranch: StoredBranch | null,
) {
  const handlers = useRef({ onReinitialise, onBranchChange });
  useEffect(() => {
    handlers.current = { onReinitialise, onBranchChange };
  });
  useEffect(() => eventBus.on('list.reload', () => handlers.current.onReinitialise()), []);
  const seenBranch = useRef(followedBranch);
  useEffect(() => {
    if (seenBranch.current === followedBranch) return;
    seenBranch.current = followedBranch;
    handlers.current.onBranchChange(followedBranch);
  }, [followedBranch]);
}
