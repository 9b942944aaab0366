import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { listContent, type ListContent } from '../data';
import { FUNCTIONS } from '../data/employee-words';
import { FAQ_CATEGORIES } from '../data/faq-words';
import { pageCategoryOptions } from '../data/faq-pages';
import { slugify, type ListItem } from '../data/list-item';
import type { Indexed } from '../../common/search/indexed';
import { facetFilter, matchesSelection, type FacetDefinition } from '../../common/search/facets';
import { ListParam, OffsetParam, OptionalText, SizeParam } from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { matchesQuery, pageOf, underPath } from '../../common/search/text-search';

/** `GET /cachableservlets/lists/{faq|pages|employees}.json` */
export const GENERIC_LIST_PATH = '/cachableservlets/lists/:list';
export const GENERIC_LISTS = ['faq', 'pages', 'employees'] as const;

export const GenericListQuerySchema = v.object({
  offset: v.optional(OffsetParam, '1'),
  size: v.optional(SizeParam, '10'),
  query: OptionalText,
  path: OptionalText,
  category: ListParam,
  language: ListParam,
});

const lookup = (pairs: [string, string][]) => {
  const map = new Map(pairs);
  return (value: string) => map.get(value) ?? value;
};
const CONTENT_LANGUAGES = lookup([
  ['de', 'Deutsch'],
  ['en', 'English'],
]);

interface ListDefinition {
  entries: (content: ListContent) => Indexed<ListItem>[];
  category: (value: string) => string;
  language: (value: string) => string;
}

const LISTS: Record<(typeof GENERIC_LISTS)[number], ListDefinition> = {
  faq: {
    entries: (content) => content.faq,
    category: lookup(FAQ_CATEGORIES.map((c) => [c.slug, c.label])),
    language: CONTENT_LANGUAGES,
  },
  pages: {
    entries: (content) => content.pages,
    category: lookup(pageCategoryOptions().map((o) => [o.name, o.label])),
    language: CONTENT_LANGUAGES,
  },
  employees: {
    entries: (content) => content.employees,
    category: lookup(FUNCTIONS.map((f) => [slugify(f.label), `${f.label}:in`])),
    language: (value) => value.charAt(0).toUpperCase() + value.slice(1),
  },
};

const facets = (list: ListDefinition): FacetDefinition[] => [
  {
    key: 'category',
    type: 'selectionList',
    label: 'Kategorie',
    longLabel: 'Nach Kategorie filtern',
    isArray: true,
    optionLabel: list.category,
  },
  {
    key: 'language',
    type: 'dropdown',
    label: 'Sprache',
    longLabel: 'Nach Sprache filtern',
    isArray: false,
    optionLabel: list.language,
  },
];

/** Generic (FAQ, pages) and employee lists: `{ listItems, filter, totalSize, showSize }`. */
export function registerGenericListRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.get<{ Params: { list: string } }>(GENERIC_LIST_PATH, async (request, reply) => {
    const name = request.params.list.replace(/\.json$/, '');
    const list = (GENERIC_LISTS as readonly string[]).includes(name)
      ? LISTS[name as (typeof GENERIC_LISTS)[number]]
      : undefined;
    if (!list || !request.params.list.endsWith('.json')) {
      return reply.code(404).send({ message: `No such list: ${request.params.list}` });
    }
    const query = parseRequest(GenericListQuerySchema, request.query, 'query parameters');
    const universe = list.entries(listContent(config.now()));
    const matching = universe.filter(
      (entry) => underPath(entry, query.path) && matchesQuery(entry.item, query.query),
    );
    const selection = { category: query.category, language: query.language };
    const results = matching.filter((entry) => matchesSelection(entry, selection));
    const listItems = pageOf(results, query.offset, query.size).map(({ item }) => item);
    return reply.header('cache-control', 'no-store').send({
      listItems,
      filter: facets(list).map((facet) => facetFilter(facet, universe, matching, selection)),
      totalSize: results.length,
      showSize: listItems.length,
    });
  });
}
