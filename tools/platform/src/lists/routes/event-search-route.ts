import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { listContent } from '../data';
import { isoDate } from '../../common/dates';
import { matchesSelection } from '../../common/search/facets';
import {
  OffsetParam,
  OptionalDate,
  OptionalText,
  SizeParam,
  StringArray,
} from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { matchesQuery, pageOf, underPath } from '../../common/search/text-search';

export const EVENT_SEARCH_PATH = '/cachableservlets/search/events.json';
export const TIME_FILTERS = ['FUTURE', 'PAST', 'ALL'] as const;

export const EventSearchSchema = v.object({
  type: v.literal('EVENTSUCHE'),
  offset: v.optional(OffsetParam, 1),
  size: v.optional(SizeParam, 10),
  query: OptionalText,
  tagFilters: StringArray,
  from: OptionalDate,
  to: OptionalDate,
  /** without from/to: FUTURE (default) = not yet over, PAST = over, ALL */
  timeFilter: v.pipe(
    v.optional(v.nullable(v.string()), 'FUTURE'),
    v.transform((raw) => (raw ? raw.toUpperCase() : 'FUTURE')),
    v.picklist(TIME_FILTERS, `must be one of ${TIME_FILTERS.join(', ')}`),
  ),
  pathFilters: StringArray,
});

/**
 * EVENTSUCHE, sorted by start date. With from and/or to: the events overlapping that range
 * (past ones included). Without: timeFilter decides; FUTURE keeps events that have not ended
 * (ongoing ones included).
 */
export function registerEventSearchRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.post(EVENT_SEARCH_PATH, async (request, reply) => {
    const body = parseRequest(EventSearchSchema, request.body, 'request body');
    const { events, today } = listContent(config.now());
    const day = isoDate(today);
    const results = events.filter((entry) => {
      const { item } = entry;
      if (body.from || body.to) {
        if (body.from && item.date.to < body.from) return false;
        if (body.to && item.date.from > body.to) return false;
      } else if (body.timeFilter === 'FUTURE' && item.date.to < day) return false;
      else if (body.timeFilter === 'PAST' && item.date.to >= day) return false;
      if (body.pathFilters.length > 0 && !body.pathFilters.some((path) => underPath(entry, path)))
        return false;
      return matchesSelection(entry, { tag: body.tagFilters }) && matchesQuery(item, body.query);
    });
    return reply.header('cache-control', 'no-store').send({
      documents: pageOf(results, body.offset, body.size).map(({ item }) => item),
      size: results.length,
    });
  });
}
