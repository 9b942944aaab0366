import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { listContent } from '../data';
import { pageCategoryOptions } from '../data/faq-pages';
import { facetFilter, matchesSelection } from '../../common/search/facets';
import { ListParam, OffsetParam, OptionalText, SizeParam } from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { matchesQuery, pageOf, underPath } from '../../common/search/text-search';

export const PAGE_SEARCH_PATH = '/cachableservlets/search/pages.json';

export const PageSearchQuerySchema = v.object({
  offset: v.optional(OffsetParam, '1'),
  size: v.optional(SizeParam, '10'),
  query: OptionalText,
  /** category names (repeated or comma-separated) */
  filter: ListParam,
  path: OptionalText,
});

const labels = new Map(pageCategoryOptions().map((option) => [option.name, option.label]));

/** Page search: `{ documents, size, filter }`, documents in site order. */
export function registerPageSearchRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.get(PAGE_SEARCH_PATH, async (request, reply) => {
    const query = parseRequest(PageSearchQuerySchema, request.query, 'query parameters');
    const universe = listContent(config.now()).pages.filter((entry) =>
      underPath(entry, query.path),
    );
    const matching = universe.filter((entry) => matchesQuery(entry.item, query.query));
    const selection = { category: query.filter };
    const results = matching.filter((entry) => matchesSelection(entry, selection));
    const facet = {
      key: 'category',
      type: 'selectionList' as const,
      label: 'Bereich',
      longLabel: 'Nach Bereich filtern',
      isArray: true,
      optionLabel: (value: string) => labels.get(value) ?? value,
    };
    return reply.header('cache-control', 'no-store').send({
      documents: pageOf(results, query.offset, query.size).map(({ item }) => item),
      size: results.length,
      filter: [facetFilter(facet, universe, matching, selection)],
    });
  });
}
