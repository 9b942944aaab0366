import { atom } from 'jotai';
import { branchStore } from './branch-store';
import type { StoredBranch } from './stored-branch';

// Bumped on every change of branchStore, so the atom below re-reads it. Reading the store itself
// (not a copy) keeps the first render right and every jotai store, in every app, in step.
const branchVersionAtom = atom(0);
branchVersionAtom.onMount = (bump) => {
  bump((version) => version + 1);
  return branchStore.subscribe(() => bump((version) => version + 1));
};

/** The stored branch as a jotai atom: writing a branch stores it, writing null clears it. */
export const storedBranchAtom = atom(
  (get): StoredBranch | null => {
    get(branchVersionAtom);
    return branchStore.get();
  },
  (_get, _set, next: StoredBranch | null) => {
    if (next) branchStore.store(next);
    else branchStore.clear();
  },
);
