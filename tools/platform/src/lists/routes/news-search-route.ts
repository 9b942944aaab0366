import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { listContent } from '../data';
import { isoDate } from '../../common/dates';
import type { NewsItem } from '../data/news';
import { facetFilter, matchesSelection } from '../../common/search/facets';
import {
  OffsetParam,
  OptionalDate,
  OptionalText,
  SizeParam,
  StringArray,
} from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { matchesQuery, pageOf, underPath } from '../../common/search/text-search';

export const NEWS_SEARCH_PATH = '/cachableservlets/search/news.json';

export const NewsSearchSchema = v.object({
  type: v.literal('NEWSSUCHE'),
  offset: v.optional(OffsetParam, 1),
  size: v.optional(SizeParam, 10),
  path: OptionalText,
  tagFilters: StringArray,
  predefinedTagFilters: StringArray,
  /** months back from today; 0 or null: no limit */
  maxAge: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
    null,
  ),
  from: OptionalDate,
  to: OptionalDate,
  query: OptionalText,
});

/** The oldest newsDate still inside maxAge months (same day of month, clamped to its end). */
export function maxAgeLimit(today: Date, months: number): string {
  const target = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(today.getUTCDate(), lastDay.getUTCDate()));
  return isoDate(target);
}

const tagFacet = {
  key: 'tag',
  type: 'tag' as const,
  label: 'Themen',
  longLabel: 'Nach Thema filtern',
  isArray: true,
};

/** The English site's news (a path under /en) name their filter in English. */
const tagFacetEn = { ...tagFacet, label: 'Topics', longLabel: 'Filter by topic' };
const isEnglishPath = (path: string) => /^\/en(\/|\.html$|$)/.test(path);

/**
 * NEWSSUCHE: newest first; `documents` are `{ url, detail }` with the news list item. The German
 * site's news live under /de/news, the English site's under /en/news; no path means both.
 */
export function registerNewsSearchRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.post(NEWS_SEARCH_PATH, async (request, reply) => {
    const body = parseRequest(NewsSearchSchema, request.body, 'request body');
    const { news, today } = listContent(config.now());
    const universe = news.filter(
      (entry) =>
        underPath(entry, body.path) && matchesSelection(entry, { tag: body.predefinedTagFilters }),
    );
    const oldest = body.maxAge ? maxAgeLimit(today, body.maxAge) : null;
    const inRange = (item: NewsItem) =>
      (!oldest || item.newsDate >= oldest) &&
      (!body.from || item.newsDate >= body.from) &&
      (!body.to || item.newsDate <= body.to);
    const matching = universe.filter(
      (entry) => inRange(entry.item) && matchesQuery(entry.item, body.query),
    );
    const selection = { tag: body.tagFilters };
    const results = matching.filter((entry) => matchesSelection(entry, selection));
    return reply.header('cache-control', 'no-store').send({
      documents: pageOf(results, body.offset, body.size).map(({ item }) => ({
        url: item.url,
        detail: item,
      })),
      filter: [
        facetFilter(
          isEnglishPath(body.path) ? tagFacetEn : tagFacet,
          universe,
          matching,
          selection,
        ),
      ],
      size: results.length,
    });
  });
}
