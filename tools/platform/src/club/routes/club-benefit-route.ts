import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { facetFilter, matchesSelection, type FacetDefinition } from '../../common/search/facets';
import { ListParam, OffsetParam, OptionalText, SizeParam } from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { pageOf } from '../../common/search/text-search';
import { clubBenefits, clubCategoryLabel, matchesClubQuery } from '../data/club-benefits';
import { RELATIONSHIP_TYPES } from '../data/club-words';

/** SPEC section 7 "Club benefits": the overview list of the club discount page. */
export const CLUB_BENEFITS_PATH = '/cachableservlets/club/benefits.json';

export const ClubBenefitQuerySchema = v.object({
  offset: v.optional(OffsetParam, '1'),
  size: v.optional(SizeParam, '10'),
  query: OptionalText,
  category: ListParam,
  relationshipType: ListParam,
  federalState: ListParam,
  district: ListParam,
});

const relationshipLabel = new Map<string, string>(
  RELATIONSHIP_TYPES.map((type) => [type.name, type.label]),
);

const FACETS: FacetDefinition[] = [
  {
    key: 'category',
    type: 'selectionList',
    label: 'Kategorie',
    longLabel: 'Nach Kategorie filtern',
    isArray: true,
    optionLabel: clubCategoryLabel,
  },
  {
    key: 'relationshipType',
    type: 'dropdown',
    label: 'Vorteil für',
    longLabel: 'Nach Zielgruppe filtern',
    isArray: false,
    optionLabel: (name) => relationshipLabel.get(name) ?? name,
  },
  {
    key: 'federalState',
    type: 'dropdown',
    label: 'Bundesland',
    longLabel: 'Nach Bundesland filtern',
    isArray: false,
  },
  {
    key: 'district',
    type: 'dropdown',
    label: 'Bezirk',
    longLabel: 'Nach Bezirk filtern',
    isArray: false,
  },
];

/** `GET /cachableservlets/club/benefits.json` -> `{ clubreductions, filter, size }`. */
export function registerClubBenefitRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.get(CLUB_BENEFITS_PATH, async (request, reply) => {
    const query = parseRequest(ClubBenefitQuerySchema, request.query, 'query parameters');
    const universe = clubBenefits(config.now());
    const matching = universe.filter((entry) => matchesClubQuery(entry.item, query.query));
    const selection = {
      category: query.category,
      relationshipType: query.relationshipType,
      federalState: query.federalState,
      district: query.district,
    };
    const results = matching.filter((entry) => matchesSelection(entry, selection));
    return reply.header('cache-control', 'no-store').send({
      clubreductions: pageOf(results, query.offset, query.size).map(({ item }) => item),
      filter: FACETS.map((facet) => facetFilter(facet, universe, matching, selection)),
      size: results.length,
    });
  });
}
