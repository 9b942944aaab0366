import type { FastifyInstance } from 'fastify';
import { cmsOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { parseBody } from '../../common/http/validate-body';
import { bankById } from '../data/banks';
import { FILTER_SECTIONS } from '../data/branch-filters';
import { branchById } from '../data/branch-generator';
import {
  listSearch,
  ListSearchSchema,
  mapSearch,
  MapSearchSchema,
  withOpenNow,
} from '../data/branch-search';
import { regionalContentHtml } from '../pages/regional-content';

/** Path of the regional content of a bank's site: `<rootPath>` + this suffix. */
export const REGIONAL_CONTENT_SUFFIX = '/regional-content.html';

/**
 * The bank and branch services of the CMS host (docs/contracts.md, "Bank and branch services").
 * Same origin as the pages that call them: no CORS. Answers are JSON unless stated.
 */
export function registerBranchRoutes(app: FastifyInstance, config: PlatformConfig): void {
  const noStore = { 'cache-control': 'no-store' };

  app.post('/api/branches/search', async (request, reply) =>
    reply.headers(noStore).send(mapSearch(parseBody(MapSearchSchema, request.body), config.now())),
  );

  app.post('/api/branches/list', async (request, reply) =>
    reply
      .headers(noStore)
      .send(listSearch(parseBody(ListSearchSchema, request.body), config.now())),
  );

  app.get('/api/branches/filter', async (_request, reply) => reply.send(FILTER_SECTIONS));

  app.get<{ Params: { id: string } }>('/api/branches/info/:id', async (request, reply) => {
    const branch = branchById(request.params.id);
    if (!branch)
      return reply.code(404).send({ message: `No bank branch with id "${request.params.id}".` });
    return reply.headers(noStore).send(withOpenNow(branch, config.now()));
  });

  app.get<{ Querystring: { instituteId?: string; searchPath?: string } }>(
    '/api/branches/url',
    async (request, reply) => {
      const { instituteId, searchPath } = request.query;
      if (!instituteId) return reply.code(400).send({ message: 'instituteId is required.' });
      const branch = branchById(instituteId);
      if (!branch)
        return reply.code(404).send({ message: `No bank branch with id "${instituteId}".` });
      const from = searchPath ? `?searchPath=${encodeURIComponent(searchPath)}` : '';
      return reply.send({ url: `${cmsOrigin(config)}${branch.contact.website}${from}` });
    },
  );

  app.get<{ Params: { bank: string } }>(
    `/banken/:bank${REGIONAL_CONTENT_SUFFIX}`,
    async (request, reply) => {
      const bank = bankById(request.params.bank);
      if (!bank)
        return reply.code(404).send({ message: `No bank site at /banken/${request.params.bank}.` });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(regionalContentHtml(bank));
    },
  );
}
