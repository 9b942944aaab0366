// Branch answers and msw handlers for the branch search's component tests.
import { http, HttpResponse } from 'msw';
import { branchJson, FILTER_SECTIONS_JSON } from '../../services/testing/branch-fixtures';

/** `count` branches around Graz, nearest first, each with its own id and name. */
export function branchesJson(count: number, overrides: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, index) =>
    branchJson({
      id: `38150-${String(index + 1).padStart(4, '0')}`,
      name: `Regionalbank Filiale ${index + 1}`,
      distance: 250 + index * 400,
      geolocation: { lat: 47.05 + index * 0.001, lng: 15.4 + index * 0.001 },
      ...overrides,
    }),
  );
}

export interface RecordedSearch {
  center: { lat: number; lng: number };
  bottomLeft: { lat: number; lng: number };
  topRight: { lat: number; lng: number };
  size: number;
  offset: number;
  type: string;
  filter: string[];
}

/** POST /api/branches/search answering `answer(body, call)`; records every body. */
export function mapSearchHandler(
  answer: (body: RecordedSearch, call: number) => Record<string, unknown>[] | Response,
  recorded: RecordedSearch[] = [],
) {
  return http.post('*/api/branches/search', async ({ request }) => {
    const body = (await request.json()) as RecordedSearch;
    recorded.push(body);
    const result = answer(body, recorded.length);
    if (result instanceof Response) return result;
    return HttpResponse.json({ documents: result, size: result.length, filter: body.filter });
  });
}

/** POST /api/branches/list answering `answer(query)`. */
export function listSearchHandler(
  answer: (query: string) => Record<string, unknown>[],
  recorded: { query: string; filter: string[] }[] = [],
) {
  return http.post('*/api/branches/list', async ({ request }) => {
    const body = (await request.json()) as { query: string; filter: string[] };
    recorded.push(body);
    return HttpResponse.json({ documents: answer(body.query), filter: body.filter });
  });
}

/** GET /api/branches/info/:id: the branch with the open-now flag `openNow`. */
export function branchInfoHandler(openNow: (id: string) => boolean = () => true) {
  return http.get('*/api/branches/info/:id', ({ params }) => {
    const id = String(params.id);
    return HttpResponse.json(
      branchJson({
        id,
        openingHours: { openNow: openNow(id), periods: [] },
      }),
    );
  });
}

/** GET /api/branches/filter (the search panel's filter sections). */
export const filterHandler = http.get('*/api/branches/filter', () =>
  HttpResponse.json(FILTER_SECTIONS_JSON),
);
