import { useSWR } from '@ctb/shared/http';
import { fetchBranchInfo, type Branch } from '../services/branch-service';

/**
 * Whether the branch is open now, from a fresh GET of the branch (SPEC: the open/closed state
 * comes from a fetched open-now flag). Undefined while it loads; the search answer's flag if the
 * fetch fails.
 */
export function useOpenNow(branch: Branch): boolean | undefined {
  const { data, error } = useSWR(
    ['banksearch/branch-info', branch.id],
    ([, id]) => fetchBranchInfo(id),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (data) return data.openingHours.openNow;
  return error ? branch.openingHours.openNow : undefined;
}
