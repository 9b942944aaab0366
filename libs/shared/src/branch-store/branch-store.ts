import * as v from 'valibot';
import { eventBus } from '../event-bus/event-bus';
import { guardSingleton } from '../singleton/guard-singleton';
import {
  BRANCH_STORAGE_KEY,
  parseStoredBranch,
  readBranchFromStorage,
  writeBranchToStorage,
} from './branch-storage';
import { storedBranchSchema, type StoredBranch } from './stored-branch';

type Listener = (branch: StoredBranch | null) => void;

/** The detail of the userbranch.update event. */
export interface BranchUpdateDetail {
  branch: StoredBranch | null;
}

const branchUpdateSchema = v.object({ branch: v.nullable(storedBranchSchema) });

guardSingleton('branch store');

let current: StoredBranch | null | undefined;
const listeners = new Set<Listener>();
let listening = false;

function setCurrent(next: StoredBranch | null): boolean {
  if (JSON.stringify(next) === JSON.stringify(current ?? null)) return false;
  current = next;
  listeners.forEach((listener) => listener(next));
  return true;
}

// Another tab changed the stored branch: take it over and tell this page's widgets.
function onStorage(event: StorageEvent): void {
  if (event.key !== BRANCH_STORAGE_KEY && event.key !== null) return;
  const next = event.newValue ? parseStoredBranch(event.newValue) : null;
  if (setCurrent(next))
    eventBus.emit('userbranch.update', { branch: next } satisfies BranchUpdateDetail);
}

// A second copy of this library on the page (see guardSingleton) announces its changes here.
function onBranchUpdate(detail: unknown): void {
  const result = v.safeParse(branchUpdateSchema, detail);
  if (result.success) setCurrent(result.output.branch);
}

function startListening(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('storage', onStorage);
  eventBus.on('userbranch.update', onBranchUpdate);
}

function update(next: StoredBranch | null): void {
  startListening();
  writeBranchToStorage(next);
  setCurrent(next);
  eventBus.emit('userbranch.update', { branch: next } satisfies BranchUpdateDetail);
}

/** The visitor's stored bank branch, shared by every app on the page and across tabs. */
export const branchStore = {
  get(): StoredBranch | null {
    startListening();
    if (current === undefined) current = readBranchFromStorage();
    return current;
  },
  store(branch: StoredBranch): void {
    update(branch);
  },
  clear(): void {
    update(null);
  },
  /** Calls `listener` with the new branch after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    startListening();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
