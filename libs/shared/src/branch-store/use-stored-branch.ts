import { useAtom } from 'jotai';
import { useMemo } from 'react';
import type { StoredBranch } from './stored-branch';
import { storedBranchAtom } from './stored-branch-atom';

export interface StoredBranchActions {
  store(branch: StoredBranch): void;
  clear(): void;
}

/** The visitor's stored branch and the actions to change it. */
export function useStoredBranch(): [StoredBranch | null, StoredBranchActions] {
  const [branch, setBranch] = useAtom(storedBranchAtom);
  const actions = useMemo<StoredBranchActions>(
    () => ({ store: (next) => setBranch(next), clear: () => setBranch(null) }),
    [setBranch],
  );
  return [branch, actions];
}
