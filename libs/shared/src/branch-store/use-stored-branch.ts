import { useSharedState } from '@ctb/shared/state';
import { branchStore } from './branch-store';
import type { StoredBranch } from './stored-branch';

export interface StoredBranchActions {
  store(branch: StoredBranch): void;
  clear(): void;
}

const actions: StoredBranchActions = {
  store: (next) => branchStore.store(next),
  clear: () => branchStore.clear(),
};

/**
 * The visitor's stored branch and the actions to change it; re-renders on every change, made by
 * any app on the page or in another tab. The first render already shows the branch stored now.
 */
export function useStoredBranch(): [StoredBranch | null, StoredBranchActions] {
  return [useSharedState(branchStore), actions];
}
