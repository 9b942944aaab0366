import type { FastifyInstance } from 'fastify';
import type { AccessTokenService } from '../auth/access-token';

/** The CMS hands the page a short-lived bearer token for the paas (SPEC: token response). */
export function registerTokenRoute(app: FastifyInstance, tokens: AccessTokenService): void {
  app.get('/cachableservlets/token.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ access_token: tokens.issue() }),
  );
}
