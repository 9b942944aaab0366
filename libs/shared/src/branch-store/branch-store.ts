import { eventBus } from '../event-bus/event-bus';
import { guardSingleton } from '../singleton/guard-singleton';
import { sharedState } from '../store/shared-state';
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

// Widgets follow the branch by subscribing; userbranch.update (SPEC 4) is announced for the code
// of the pages around them, after the store holds the new branch.
function change(next: StoredBranch | null): void {
  if (sameBranch(storedBranch.get(), next)) return;
  storedBranch.set(next);
  eventBus.emit('userbranch.update', { branch: next } satisfies BranchUpdateDetail);
}

// Another tab changed (or cleared all of) the storage: take its branch over. Browsers fire this
// event only in the other tabs, never for this tab's own writes.
function onStorage(event: StorageEvent): void {
  if (event.key !== BRANCH_STORAGE_KEY && event.key !== null) return;
  change(event.newValue ? parseStoredBranch(event.newValue) : null);
}

window.addEventListener('storage', onStorage);

function update(next: StoredBranch | null): void {
  writeBranchToStorage(next);
  change(next);
}

/**
 * The visitor's stored bank branch, shared by every app on the page and across tabs. This is the
 * one way to read and follow it: `get` and `subscribe` here, `useStoredBranch` in components.
 */
export const branchStore = {
  get(): StoredBranch | null {
    return storedBranch.get();
  },
  store(branch: StoredBranch): void {
    update(branch);
  },
  clear(): void {
    update(null);
  },
  /** Calls `listener` with the new branch after every change; returns the unsubscribe function. */
  subscribe(listener: (branch: StoredBranch | null) => void): () => void {
    return storedBranch.subscribe(listener);
  },
};
