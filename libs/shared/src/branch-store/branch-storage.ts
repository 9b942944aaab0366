import * as v from '@ctb/shared/validation';
import { summarizeIssues } from '../validation/summarize-issues';
import { storedBranchSchema, type StoredBranch } from './stored-branch';

/** The fixed product prefix of every storage key of the site. */
export const STORAGE_PREFIX = 'ctb.';
export const BRANCH_STORAGE_KEY = `${STORAGE_PREFIX}usersBranch`;

let storageWarningShown = false;

// Some browsers throw on the mere access to localStorage when storage is blocked.
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored branch, or null when there is none or the stored value is unusable. */
export function readBranchFromStorage(): StoredBranch | null {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(BRANCH_STORAGE_KEY);
  } catch {
    return null;
  }
  return text ? parseStoredBranch(text) : null;
}

export function parseStoredBranch(text: string): StoredBranch | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(
      `[@ctb/shared] branch store: "${BRANCH_STORAGE_KEY}" is not JSON; treated as no stored branch.`,
    );
    return null;
  }
  const result = v.safeParse(storedBranchSchema, json);
  if (result.success) return result.output;
  console.warn(
    `[@ctb/shared] branch store: "${BRANCH_STORAGE_KEY}" has an unexpected shape (${summarizeIssues(result.issues)}); ` +
      'treated as no stored branch.',
  );
  return null;
}

/**
 * Writes (or with null removes) the stored branch. Storage that is full or blocked only logs one
 * warning per page: the preference then lives in memory until the page is left.
 */
export function writeBranchToStorage(branch: StoredBranch | null): void {
  try {
    const target = storage();
    if (!target) throw new DOMException('localStorage is not available', 'SecurityError');
    if (branch) target.setItem(BRANCH_STORAGE_KEY, JSON.stringify(branch));
    else target.removeItem(BRANCH_STORAGE_KEY);
  } catch (error) {
    if (storageWarningShown) return;
    storageWarningShown = true;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(
      `[@ctb/shared] branch store: could not save the stored branch (${reason}); kept in memory only.`,
    );
  }
}
