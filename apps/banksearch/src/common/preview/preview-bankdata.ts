import { logWidgetError, type StoredBranch } from '@ctb/shared';
import { fetchBranchInfo, toStoredBranch } from '../services/branch-service';

/** The URL parameter that previews a branch's data (SPEC: preview of branch data). */
export const PREVIEW_PARAMETER = 'previewBankdata';

export type PreviewState =
  | { status: 'off' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; branch: StoredBranch }
  | { status: 'invalid'; id: string };

type Listener = () => void;

const OFF: PreviewState = { status: 'off' };
let state: PreviewState | undefined;
const listeners = new Set<Listener>();

function publish(next: PreviewState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The branch id of `?previewBankdata=`, or undefined when the page has none. */
export function previewBankdataId(search: string = window.location.search): string | undefined {
  const id = new URLSearchParams(search).get(PREVIEW_PARAMETER)?.trim();
  return id ? id : undefined;
}

// One load per page, shared by every widget: the first reader starts it.
function start(): PreviewState {
  const id = previewBankdataId();
  if (!id) return OFF;
  fetchBranchInfo(id).then(
    (branch) => publish({ status: 'ready', id, branch: toStoredBranch(branch) }),
    (error: unknown) => {
      logWidgetError(
        'banksearch',
        `${PREVIEW_PARAMETER}=${id} names no branch that could be loaded; the stored branch is shown instead`,
        error,
      );
      publish({ status: 'invalid', id });
    },
  );
  return { status: 'loading', id };
}

/** The preview of `?previewBankdata=`: off, loading, ready (with the branch) or invalid. */
export function currentPreview(): PreviewState {
  state ??= start();
  return state;
}

export function subscribePreview(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the loaded preview, so a test can change the URL and start again. */
export function resetPreviewForTests(): void {
  state = undefined;
}
