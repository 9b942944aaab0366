import type { FastifyInstance } from 'fastify';
import type { AccessTokenService } from '../auth/access-token';

/** Every paas request needs `Authorization: Bearer <token>` from the CMS host's token.json. */
export function requireBearerToken(app: FastifyInstance, tokens: AccessTokenService): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const check = match?.[1]
      ? tokens.check(match[1])
      : { valid: false as const, reason: 'Authorization: Bearer <access token> is required.' };
    if (!check.valid) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: check.reason });
    }
  });
}
