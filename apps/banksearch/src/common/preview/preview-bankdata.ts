import { logWidgetError } from '@ctb/shared/runtime';
import { sharedState, useSharedState } from '@ctb/shared/state';
import { type StoredBranch } from '@ctb/shared/branch-store';
import { fetchBranchInfo, toStoredBranch } from '../services/branch-service';

/** The URL parameter that previews a branch's data (SPEC: preview of branch data). */
export const PREVIEW_PARAMETER = 'previewBankdata';

export type PreviewState =
  | { status: 'off' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; branch: StoredBranch }
  | { status: 'invalid'; id: string };

const OFF: PreviewState = { status: 'off' };

/** The branch id of `?previewBankdata=`, or undefined when the page has none. */
export function previewBankdataId(search: string = window.location.search): string | undefined {
  const id = new URLSearchParams(search).get(PREVIEW_PARAMETER)?.trim();
  return id ? id : undefined;
}

function start(): PreviewState {
  const id = previewBankdataId();
  if (!id) return OFF;
  fetchBranchInfo(id).then(
    (branch) => preview.set({ status: 'ready', id, branch: toStoredBranch(branch) }),
    (error: unknown) => {
      logWidgetError(
        'banksearch',
        `${PREVIEW_PARAMETER}=${id} names no branch that could be loaded; the stored branch is shown instead`,
        error,
      );
      preview.set({ status: 'invalid', id });
    },
  );
  return { status: 'loading', id };
}

// One load per page, shared by every widget: the first reader starts it.
const preview = sharedState<PreviewState>(start);

/** The preview of `?previewBankdata=`: off, loading, ready (with the branch) or invalid. */
export function usePreview(): PreviewState {
  return useSharedState(preview);
}

/** Forgets the loaded preview, so a test can change the URL and start again. */
export function resetPreviewForTests(): void {
  preview.reset();
}
