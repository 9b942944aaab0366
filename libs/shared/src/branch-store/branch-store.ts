import { eventBus } from '@ctb/shared/runtime';
import { guardSingleton } from '../singleton/guard-singleton';
import { sharedState } from '@ctb/shared/state';
import {
  BRANCH_STORAGE_KEY,
  parseStoredBranch,
  readBranchFromStorage,
  writeBranchToStorage,
} from './branch-storage';
import type { StoredBranch } from './stored-branch';

/** The detail of the userbranch.update event. */
export interface BranchUpdateDetail {
  branch: StoredBranch | null;
}

guardSingleton('branch store');

const storedBranch = sharedState<StoredBranch | null>(readBranchFromStorage);

const sameBranch = (a: StoredBranch | null, b: StoredBranch | null) =>
  JSON.stringify(a) === JSON.stringify(b);

// Subscribers (the widgets) hear of it first; userbranch.update (SPEC 4) is announced after the
// store holds the new branch, for the code of the pages around them.
function announce(next: StoredBranch | null): void {
  storedBranch.set(next);
  eventBus.emit('userbranch.update', { branch: next } satisfies BranchUpdateDetail);
}

// Another tab changed (or cleared all of) the storage: take its branch over. Browsers fire this
// event only in the other tabs, never for this tab's own writes.
function onStorage(event: StorageEvent): void {
  if (event.key !== BRANCH_STORAGE_KEY && event.key !== null) return;
  const next = event.newValue ? parseStoredBranch(event.newValue) : null;
  if (!sameBranch(storedBranch.get(), next)) announce(next);
}

window.addEventListener('storage', onStorage);

/**
 * The visitor's stored bank branch, shared by every app on the page and across tabs. This is the
 * one way to read and follow it: `get` and `subscribe` here, `useStoredBranch` in components.
 */
export const branchStore = {
  get(): StoredBranch | null {
    return storedBranch.get();
  },
  /**
   * Stores `branch` and announces it, the same branch stored again included: what depends on
   * the branch reloads (SPEC 4: regional content, lists that follow the bank).
   */
  store(branch: StoredBranch): void {
    writeBranchToStorage(branch);
    // A copy: a new value for the subscribers even when the same branch is stored again.
    announce({ ...branch });
  },
  /** Removes the stored branch; announced when there was one. */
  clear(): void {
    writeBranchToStorage(null);
    if (storedBranch.get() !== null) announce(null);
  },
  /**
   * Calls `listener` with the branch after every store and clear, and after another tab changed
   * it; returns the unsubscribe function.
   */
  subscribe(listener: (branch: StoredBranch | null) => void): () => void {
    return storedBranch.subscribe(listener);
  },
};
