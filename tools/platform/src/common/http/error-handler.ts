import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every failure answers `{ message }` (docs/contracts.md), including fastify's own 400s for
 * unparsable JSON and the 404 for unknown paths.
 */
export function addJsonErrors(app: FastifyInstance, log: (line: string) => void): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) log(`[platform] ${request.method} ${request.url} failed: ${error.stack}`);
    return reply
      .code(status)
      .send({ message: status >= 500 ? 'Internal server error.' : error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url}` }),
  );
}
