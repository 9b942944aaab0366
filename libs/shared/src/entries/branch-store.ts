// @ctb/shared/branch-store: the stored branch and the club session.
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  branchStore,
  useStoredBranch,
  type BranchUpdateDetail,
  type StoredBranch,
  type StoredBranchActions,
} from '../branch-store';
export { clubSession, useClubSession, type ClubMember } from '../club-session';
