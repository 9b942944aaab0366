import { useSWRImmutable } from '@ctb/shared/http';
import { fetchBranchFilters } from '../services/branch-service';

/** The filter sections of the branch search, loaded once per page. */
export function useBranchFilters() {
  return useSWRImmutable('banksearch/branch-filters', () => fetchBranchFilters(), {
    shouldRetryOnError: false,
  });
}
