import { useEffect } from 'react';
import { useSWR } from '@ctb/shared/http';
import { fetchBranchInfo } from '../../common/services/branch-service';

/** How often the open-now state is fetched again while the page stays open. */
export const OPEN_NOW_REFRESH_MS = 60_000;

/**
 * The branch with its open-now flag (GET /api/branches/info/{id}), fetched again every minute
 * and whenever the page becomes visible again: the open/closed state comes from the server's
 * flag, so it is refreshed rather than computed here.
 */
export function useBranchHours(id: string | undefined) {
  const result = useSWR(
    id ? ['banksearch/opening-hours', id] : null,
    ([, branchId]: [string, string]) => fetchBranchInfo(branchId),
    {
      refreshInterval: OPEN_NOW_REFRESH_MS,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const { mutate } = result;
  useEffect(() => {
    if (!id) return undefined;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void mutate();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [id, mutate]);
  return result;
}
