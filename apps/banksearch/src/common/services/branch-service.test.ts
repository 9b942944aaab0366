import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import {
  BranchServiceError,
  fetchBranchFilters,
  fetchBranchInfo,
  fetchBranchUrl,
  listBranches,
  searchBranchesInBounds,
  toStoredBranch,
} from './branch-service';
import { branchJson, FILTER_SECTIONS_JSON } from './testing/branch-fixtures';

const platform = startPlatform();

const bounds = {
  center: { lat: 47.07, lng: 15.44 },
  bottomLeft: { lat: 46.9, lng: 15.2 },
  topRight: { lat: 47.2, lng: 15.7 },
};

async function rejection(promise: Promise<unknown>): Promise<BranchServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BranchServiceError);
  return error as BranchServiceError;
}

describe('searchBranchesInBounds', () => {
  it('posts the bounds with type BANKSTELLENSUCHE, offset 0, size 1000 and the filter', async () => {
    let body: unknown;
    platform.use(
      http.post('*/api/branches/search', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          documents: [branchJson({ distance: 1234 })],
          size: 1,
          filter: ['openNow:true'],
        });
      }),
    );
    const answer = await searchBranchesInBounds({ ...bounds, filter: ['openNow:true'] });
    expect(body).toEqual({
      type: 'BANKSTELLENSUCHE',
      ...bounds,
      offset: 0,
      size: 1000,
      filter: ['openNow:true'],
    });
    expect(answer.size).toBe(1);
    expect(answer.branches[0]).toMatchObject({ id: '38150-0003', distance: 1234 });
  });

  it('rejects with the HTTP status and "Error while fetching bank branches."', async () => {
    platform.use(
      http.post('*/api/branches/search', () =>
        HttpResponse.json({ message: 'Unknown filter value(s): x' }, { status: 400 }),
      ),
    );
    const error = await rejection(searchBranchesInBounds({ ...bounds, filter: ['x'] }));
    expect(error.code).toBe(400);
    expect(error.message).toBe('Error while fetching bank branches.');
  });

  it('rejects an answer that is not a list of branches', async () => {
    platform.use(
      http.post('*/api/branches/search', () =>
        HttpResponse.json({ documents: [{ id: 1 }], size: 1 }),
      ),
    );
    const error = await rejection(searchBranchesInBounds({ ...bounds, filter: [] }));
    expect(error.code).toBe('ResponseValidationError');
    expect(error.message).toBe('Error while fetching bank branches.');
  });

  it('stays an AbortError when the caller aborts', async () => {
    platform.use(
      http.post('*/api/branches/search', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ documents: [], size: 0 });
      }),
    );
    const controller = new AbortController();
    const pending = searchBranchesInBounds({ ...bounds, filter: [], signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('listBranches', () => {
  it('posts the query and filter with type BANKSTELLENLISTESUCHE', async () => {
    let body: unknown;
    platform.use(
      http.post('*/api/branches/list', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ documents: [branchJson()], filter: [] });
      }),
    );
    const branches = await listBranches({ query: 'Graz', filter: ['parking:true'] });
    expect(body).toEqual({
      type: 'BANKSTELLENLISTESUCHE',
      query: 'Graz',
      filter: ['parking:true'],
      mainInstituteReorder: false,
    });
    expect(branches.map((branch) => branch.name)).toEqual([
      'Steirische Regionalbank Graz-Wetzelsdorf',
    ]);
  });

  it('asks for the own bank first when given the site path', async () => {
    let body: Record<string, unknown> = {};
    platform.use(
      http.post('*/api/branches/list', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ documents: [] });
      }),
    );
    await listBranches({ query: '', filter: [], path: '/banken/tirol' });
    expect(body).toMatchObject({ mainInstituteReorder: true, path: '/banken/tirol' });
  });
});

describe('fetchBranchFilters', () => {
  it('answers the filter sections', async () => {
    platform.use(http.get('*/api/branches/filter', () => HttpResponse.json(FILTER_SECTIONS_JSON)));
    await expect(fetchBranchFilters()).resolves.toEqual(FILTER_SECTIONS_JSON);
  });

  it('rejects with "Error while fetching bank filters." and the status', async () => {
    platform.use(
      http.get('*/api/branches/filter', () => HttpResponse.json({ message: 'x' }, { status: 503 })),
    );
    const error = await rejection(fetchBranchFilters());
    expect({ code: error.code, message: error.message }).toEqual({
      code: 503,
      message: 'Error while fetching bank filters.',
    });
  });
});

describe('fetchBranchInfo', () => {
  it('answers the branch with its open-now flag', async () => {
    platform.use(
      http.get('*/api/branches/info/:id', ({ params }) =>
        HttpResponse.json(branchJson({ id: params.id })),
      ),
    );
    const branch = await fetchBranchInfo('38150-0003');
    expect(branch.id).toBe('38150-0003');
    expect(branch.openingHours.openNow).toBe(true);
  });

  it('rejects with 404 for an unknown branch', async () => {
    platform.use(
      http.get('*/api/branches/info/:id', () =>
        HttpResponse.json({ message: 'No bank branch' }, { status: 404 }),
      ),
    );
    expect((await rejection(fetchBranchInfo('nope'))).code).toBe(404);
  });
});

describe('fetchBranchUrl', () => {
  it('asks with instituteId and searchPath and answers the url', async () => {
    let query = '';
    platform.use(
      http.get('*/api/branches/url', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          url: `${window.location.origin}/banken/steiermark/filialen/x.html`,
        });
      }),
    );
    await expect(fetchBranchUrl('38150-0003', '/de/banksearch')).resolves.toBe(
      `${window.location.origin}/banken/steiermark/filialen/x.html`,
    );
    expect(query).toBe('?instituteId=38150-0003&searchPath=%2Fde%2Fbanksearch');
  });

  it('rejects with "Error while fetching bank branch url."', async () => {
    platform.use(
      http.get('*/api/branches/url', () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    const error = await rejection(fetchBranchUrl('', '/de'));
    expect(error).toMatchObject({ code: 400, message: 'Error while fetching bank branch url.' });
  });
});

describe('toStoredBranch', () => {
  it('keeps id, name, address and blz and the bank root path', async () => {
    platform.use(http.get('*/api/branches/info/:id', () => HttpResponse.json(branchJson())));
    expect(toStoredBranch(await fetchBranchInfo('38150-0003'))).toEqual({
      id: '38150-0003',
      name: 'Steirische Regionalbank Graz-Wetzelsdorf',
      address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
      blz: '38150',
      path: '/banken/steiermark',
    });
  });
});
