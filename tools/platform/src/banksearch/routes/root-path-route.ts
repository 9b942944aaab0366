import type { FastifyInstance } from 'fastify';
import { BANKS, bankById, bankForPath } from '../data/banks';
import { branchById } from '../data/branch-generator';
import type { Bank } from '../data/branch-types';

/** The bank behind an instituteId: a bank id, a bank code (blz) or a branch id. */
function bankForInstitute(instituteId: string): Bank | undefined {
  const branch = branchById(instituteId);
  return (
    bankById(instituteId) ??
    BANKS.find((b) => b.blz === instituteId) ??
    (branch && bankById(branch.mainInstitute))
  );
}

/**
 * paas: GET /api/sites/root-path?instituteId=&path= -> { path } (the root path of the main
 * institute's site). 400 without `path` (SPEC 7: the call is rejected if the path is absent).
 */
export function registerRootPathRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { instituteId?: string; path?: string } }>(
    '/api/sites/root-path',
    async (request, reply) => {
      const { instituteId, path } = request.query;
      if (!path)
        return reply.code(400).send({ message: 'path is required: the current page path.' });
      const bank = (instituteId ? bankForInstitute(instituteId) : undefined) ?? bankForPath(path);
      if (!bank)
        return reply
          .code(404)
          .send({ message: `No site root path for institute "${instituteId ?? ''}".` });
      return reply.header('cache-control', 'no-store').send({ path: bank.rootPath });
    },
  );
}
