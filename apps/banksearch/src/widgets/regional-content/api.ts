import { fetchText, useSWR } from '@ctb/shared/http';
import { type StoredBranch } from '@ctb/shared/branch-store';
import { bankRootPathOf } from '../../common/stored-branch/bank-root-path';

/** The component suffix after a site's root path (SPEC: site path plus a component suffix). */
export const REGIONAL_CONTENT_SUFFIX = '/regional-content.html';

/** The answer was no fragment: a whole HTML page (e.g. an error page) or nothing at all. */
export class UnusableRegionalContentError extends Error {
  override readonly name = 'UnusableRegionalContentError';
}

const FULL_PAGE = /<!doctype|<html[\s>]/i;

/** The regional content HTML of the branch's bank site; rejects for a page or an empty answer. */
export async function loadRegionalContent(branch: StoredBranch, pagePath: string): Promise<string> {
  const rootPath = await bankRootPathOf(branch, pagePath);
  const url = `${rootPath}${REGIONAL_CONTENT_SUFFIX}`;
  const html = await fetchText(url);
  if (html.trim() === '') throw new UnusableRegionalContentError(`${url} answered nothing`);
  if (FULL_PAGE.test(html))
    throw new UnusableRegionalContentError(`${url} answered a whole HTML page, not a fragment`);
  return html;
}

/** The regional content of `branch` (null: load nothing). */
export function useRegionalContent(branch: StoredBranch | null, pagePath: string) {
  return useSWR(
    branch ? ['banksearch/regional-content', branch.id, branch.path ?? '', pagePath] : null,
    () => loadRegionalContent(branch!, pagePath),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
