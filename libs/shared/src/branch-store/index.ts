export { branchStore, type BranchUpdateDetail } from './branch-store';
export type { StoredBranch } from './stored-branch';
export { storedBranchAtom } from './stored-branch-atom';
export { useStoredBranch, type StoredBranchActions } from './use-stored-branch';
