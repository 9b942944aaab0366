import { useSWRImmutable } from '@ctb/shared/http';
import { type StoredBranch } from '@ctb/shared/branch-store';
import { bankRootPathOf, lookUpSiteRootPath } from '../../common/stored-branch/bank-root-path';

const options = { shouldRetryOnError: false, revalidateOnFocus: false };

/** The root path of the stored branch's bank site (null: not needed). */
export function useOwnSiteRoot(branch: StoredBranch | null, pagePath: string) {
  return useSWRImmutable(
    branch
      ? ['banksearch/redirect-popover/own-site', branch.id, branch.path ?? '', pagePath]
      : null,
    () => bankRootPathOf(branch!, pagePath),
    options,
  );
}

/**
 * The root path of the bank site this page belongs to: from the config, else looked up on the
 * paas (an error means the page is on no bank's site).
 */
export function usePageSiteRoot(configured: string | undefined, pagePath: string, needed: boolean) {
  const lookup = useSWRImmutable(
    needed && !configured ? ['banksearch/redirect-popover/page-site', pagePath] : null,
    () => lookUpSiteRootPath(pagePath),
    options,
  );
  return configured ? { data: configured.replace(/\/+$/, ''), error: undefined } : lookup;
}
