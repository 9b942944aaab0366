import * as v from '@ctb/shared/validation';
import { safeSitePath } from '@ctb/shared/runtime';
import { fetchJson, paasUrl } from '@ctb/shared/http';
import { type StoredBranch } from '@ctb/shared/branch-store';

/**
 * A site path, through the shared check: `startsWith('/')` alone let `//other.host` through, which
 * then led the redirect popover's link and the regional-content request to another host.
 */
const rootPathSchema = v.object({
  path: v.pipe(
    v.string(),
    v.check(
      (path) => safeSitePath(path, 'banksearch root-path service') !== undefined,
      'must be a path of this site beginning with one "/"',
    ),
  ),
});

/**
 * The root path of a site on the CMS host (paas GET /api/sites/root-path). With `instituteId`
 * (a bank id, bank code or branch id) the site of that bank; without it the site holding
 * `pagePath`. The platform rejects a call without the page path, so it is always sent.
 */
export async function lookUpSiteRootPath(
  pagePath: string,
  instituteId?: string,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await fetchJson(paasUrl('/api/sites/root-path'), {
    query: instituteId ? { instituteId, path: pagePath } : { path: pagePath },
    schema: rootPathSchema,
    signal,
  });
  return answer.path.replace(/\/+$/, '');
}

/** The root path of the stored branch's bank site: the stored `path`, else looked up by its id. */
export async function bankRootPathOf(branch: StoredBranch, pagePath: string): Promise<string> {
  if (branch.path) return branch.path.replace(/\/+$/, '');
  return lookUpSiteRootPath(pagePath, branch.id);
}
