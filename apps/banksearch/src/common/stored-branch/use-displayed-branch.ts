import {
  useStoredBranch,
  type StoredBranch,
  type StoredBranchActions,
} from '@ctb/shared/branch-store';
import { usePreview } from '../preview/preview-bankdata';

export interface DisplayedBranch {
  /** The branch the widgets show: the previewed one, else the stored one. */
  branch: StoredBranch | null;
  /** True while `branch` is the preview of `?previewBankdata=` (storage is left alone). */
  preview: boolean;
  /** True while the previewed branch is still loading: wait before loading anything for it. */
  pending: boolean;
  actions: StoredBranchActions;
}

/**
 * The branch the stored-branch widgets follow. It updates without reload, also when another tab
 * stores or deletes the branch.
 */
export function useDisplayedBranch(): DisplayedBranch {
  const [stored, actions] = useStoredBranch();
  const preview = usePreview();
  if (preview.status === 'ready')
    return { branch: preview.branch, preview: true, pending: false, actions };
  return { branch: stored, preview: false, pending: preview.status === 'loading', actions };
}
