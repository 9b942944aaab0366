import { usePageConfig } from '@ctb/shared/runtime';
import { useSWRImmutable } from '@ctb/shared/http';
import { type StoredBranch } from '@ctb/shared/branch-store';
import { fetchBranchUrl } from '../services/branch-service';

/**
 * Where the forward button leads: the stored bank's site, or when the stored branch does not
 * know it, the branch page the branch URL service names (undefined until it answered).
 */
export function useForwardUrl(branch: StoredBranch | null): string | undefined {
  const { currentPagePath } = usePageConfig();
  const needsLookup = branch !== null && !branch.path;
  const { data } = useSWRImmutable(
    needsLookup ? ['banksearch/branch-url', branch.id, currentPagePath] : null,
    ([, id, path]: [string, string, string]) => fetchBranchUrl(id, path),
    { shouldRetryOnError: false },
  );
  return branch?.path ?? data;
}
