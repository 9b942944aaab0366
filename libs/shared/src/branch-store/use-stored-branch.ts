import { useSyncExternalStore } from 'react';
import { branchStore } from './branch-store';
import type { StoredBranch } from './stored-branch';

export interface StoredBranchActions {
  store(branch: StoredBranch): void;
  clear(): void;
}

const subscribe = (onChange: () => void) => branchStore.subscribe(onChange);
const getBranch = () => branchStore.get();
const getServerBranch = () => null;
const actions: StoredBranchActions = {
  store: (next) => branchStore.store(next),
  clear: () => branchStore.clear(),
};

/**
 * The visitor's stored branch and the actions to change it. Read straight from the branch store
 * (React's external store hook), so every render, the first included, shows the branch stored now,
 * whichever app or jotai store the widget belongs to.
 */
export function useStoredBranch(): [StoredBranch | null, StoredBranchActions] {
  return [useSyncExternalStore(subscribe, getBranch, getServerBranch), actions];
}
