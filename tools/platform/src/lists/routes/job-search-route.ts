import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { listContent } from '../data';
import { JOB_FILTER_KEYS, type JobFilterKey } from '../data/jobs';
import { facetFilter, matchesSelection, type Selection } from '../../common/search/facets';
import { OffsetParam, OptionalText, SizeParam, StringArray } from '../../common/search/params';
import { parseRequest } from '../../common/http/parse-request';
import { matchesQuery, pageOf } from '../../common/search/text-search';

export const JOB_SEARCH_PATH = '/cachableservlets/search/jobs.json';

const FILTER_ENTRY = new RegExp(`^(${JOB_FILTER_KEYS.join('|')}):(.+)$`);

export const JobSearchSchema = v.object({
  type: v.literal('JOBSUCHE'),
  offset: v.optional(OffsetParam, 1),
  size: v.optional(SizeParam, 10),
  query: OptionalText,
  filter: v.pipe(
    StringArray,
    v.check(
      (entries) => entries.every((entry) => FILTER_ENTRY.test(entry)),
      `each entry must be "key:value" with key one of ${JOB_FILTER_KEYS.join(', ')}`,
    ),
  ),
});

const LABELS: Record<JobFilterKey, string> = {
  companyName: 'Unternehmen',
  city: 'Ort',
  employmentType: 'Beschäftigungsausmaß',
  location: 'Bundesland',
  position: 'Karrierestufe',
  profession: 'Berufsfeld',
};

/** JOBSUCHE: newest first; key:value filters are ORed within a key and ANDed across keys. */
export function registerJobSearchRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.post(JOB_SEARCH_PATH, async (request, reply) => {
    const body = parseRequest(JobSearchSchema, request.body, 'request body');
    const selection: Selection = Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, []]));
    for (const entry of body.filter) {
      const [, key = '', value = ''] = FILTER_ENTRY.exec(entry) ?? [];
      selection[key]?.push(value);
    }
    const universe = listContent(config.now()).jobs;
    const matching = universe.filter((entry) => matchesQuery(entry.item, body.query));
    const results = matching.filter((entry) => matchesSelection(entry, selection));
    return reply.header('cache-control', 'no-store').send({
      documents: pageOf(results, body.offset, body.size).map(({ item }) => item),
      filter: JOB_FILTER_KEYS.map((key) =>
        facetFilter(
          {
            key,
            type: 'dropdown',
            label: LABELS[key],
            longLabel: `Nach ${LABELS[key]} filtern`,
            isArray: true,
          },
          universe,
          matching,
          selection,
        ),
      ),
      size: results.length,
    });
  });
}
