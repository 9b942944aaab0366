export { branchStore, type BranchUpdateDetail } from './branch-store';
export type { StoredBranch } from './stored-branch';
export { useStoredBranch, type StoredBranchActions } from './use-stored-branch';
