import * as v from '@ctb/shared/validation';
import { safeNavigationTarget, safeSitePath } from '@ctb/shared/runtime';
import { fetchJson } from '@ctb/shared/http';
import { type StoredBranch } from '@ctb/shared/branch-store';
import {
  branchSchema,
  branchUrlSchema,
  filterSectionSchema,
  listAnswerSchema,
  mapSearchAnswerSchema,
  type Branch,
  type FilterSection,
} from './branch-schema';
import { toBranchServiceError } from './branch-service-error';

export {
  branchSchema,
  filterSectionSchema,
  type Branch,
  type FilterSection,
  type OpeningHours,
  type OpeningPeriod,
} from './branch-schema';
export {
  BranchServiceError,
  GEOLOCATION_DENIED,
  GEOLOCATION_FAILED,
  isAbort,
  isZeroResults,
  ZERO_RESULTS,
} from './branch-service-error';

/** SPEC 9: the map search asks for up to 1000 branches at once. */
export const BANK_SEARCH_SIZE = 1000;

export const BRANCH_MESSAGES = {
  filters: 'Error while fetching bank filters.',
  branches: 'Error while fetching bank branches.',
  branch: 'Error while fetching bank branch.',
  url: 'Error while fetching bank branch url.',
} as const;

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface BoundsSearch {
  center: LatLngLiteral;
  bottomLeft: LatLngLiteral;
  topRight: LatLngLiteral;
  /** Filter values of fetchBranchFilters (`service:<key>`, `openNow:true`, …). */
  filter: string[];
  signal?: AbortSignal;
}

async function call<T>(
  message: string,
  request: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    // The caller's abort (whatever its reason) is passed on unchanged.
    if (signal?.aborted) throw error;
    throw toBranchServiceError(error, message);
  }
}

/** The branches inside the map's bounds, nearest to `center` first (POST /api/branches/search). */
export function searchBranchesInBounds({
  center,
  bottomLeft,
  topRight,
  filter,
  signal,
}: BoundsSearch): Promise<{ branches: Branch[]; size: number }> {
  return call(
    BRANCH_MESSAGES.branches,
    async () => {
      const answer = await fetchJson('/api/branches/search', {
        method: 'POST',
        body: {
          type: 'BANKSTELLENSUCHE',
          center,
          bottomLeft,
          topRight,
          offset: 0,
          size: BANK_SEARCH_SIZE,
          filter,
        },
        schema: mapSearchAnswerSchema,
        signal,
      });
      return { branches: answer.documents, size: answer.size };
    },
    signal,
  );
}

export interface ListSearch {
  query: string;
  filter: string[];
  /** With a site path the branches of the bank whose site holds it come first. */
  path?: string;
  signal?: AbortSignal;
}

/** Branches matching every word of `query` without a map (POST /api/branches/list). */
export function listBranches({ query, filter, path, signal }: ListSearch): Promise<Branch[]> {
  return call(
    BRANCH_MESSAGES.branches,
    async () => {
      const answer = await fetchJson('/api/branches/list', {
        method: 'POST',
        body: {
          type: 'BANKSTELLENLISTESUCHE',
          query,
          filter,
          mainInstituteReorder: Boolean(path),
          ...(path ? { path } : {}),
        },
        schema: listAnswerSchema,
        signal,
      });
      return answer.documents;
    },
    signal,
  );
}

/** The filter sections of the branch search (GET /api/branches/filter). */
export function fetchBranchFilters(signal?: AbortSignal): Promise<FilterSection[]> {
  return call(
    BRANCH_MESSAGES.filters,
    () => fetchJson('/api/branches/filter', { schema: v.array(filterSectionSchema), signal }),
    signal,
  );
}

/** One branch with its current open-now flag (GET /api/branches/info/{id}). */
export function fetchBranchInfo(id: string, signal?: AbortSignal): Promise<Branch> {
  return call(
    BRANCH_MESSAGES.branch,
    () =>
      fetchJson(`/api/branches/info/${encodeURIComponent(id)}`, { schema: branchSchema, signal }),
    signal,
  );
}

/** The branch URL service answered a URL the page must not go to (another site, `javascript:`). */
export class UnsafeBranchUrlError extends Error {
  override readonly name = 'UnsafeBranchUrlError';

  constructor(url: string) {
    super(
      `the branch URL service answered a URL that is no page of this site: ${url.slice(0, 120)}`,
    );
  }
}

/** The absolute URL of a branch's page (GET /api/branches/url). */
export function fetchBranchUrl(
  instituteId: string,
  searchPath: string,
  signal?: AbortSignal,
): Promise<string> {
  return call(
    BRANCH_MESSAGES.url,
    async () => {
      const answer = await fetchJson('/api/branches/url', {
        query: { instituteId, searchPath },
        schema: branchUrlSchema,
        signal,
      });
      // The page navigates there itself (location.assign), where React's guard of href is absent.
      const url = safeNavigationTarget(answer.url, { source: 'banksearch branch URL service' });
      if (!url) throw new UnsafeBranchUrlError(answer.url);
      return url;
    },
    signal,
  );
}

/** The root path of a bank's site on the CMS host. */
export function bankRootPath(mainInstitute: string): string {
  return `/banken/${mainInstitute}`;
}

/** What the site remembers of a branch (SPEC 3 "Stored bank"). */
export function toStoredBranch(branch: Branch): StoredBranch {
  const { street, postalCode, city } = branch.address;
  return {
    id: branch.id,
    name: branch.name,
    address: { street, postalCode, city },
    blz: branch.blz,
    ...(branch.mainInstitute
      ? { path: safeSitePath(bankRootPath(branch.mainInstitute), 'banksearch stored branch path') }
      : {}),
  };
}
