import Fastify, { type FastifyInstance } from 'fastify';
import { allowedBrowserOrigins, type PlatformConfig } from '../../common/config/platform-config';
import { addJsonErrors } from '../../common/http/error-handler';
import { addFailureInjection } from '../../common/http/failure-injection';
import type { AccessTokenService } from '../auth/access-token';
import { allModules } from '../domain-modules';
import { requireBearerToken } from './bearer-auth';
import { registerPaasCors } from './paas-cors';

/**
 * The bank's service platform ("paas") with every module's paas routes. Hook order matters: CORS
 * first (every answer, even a failure, carries its headers), then failure injection, then the
 * bearer token check.
 */
export async function buildPaasServer(
  config: PlatformConfig,
  tokens: AccessTokenService,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logRequests });
  addJsonErrors(app, config.log);
  await registerPaasCors(app, allowedBrowserOrigins(config));
  addFailureInjection(app);
  requireBearerToken(app, tokens);
  for (const module of allModules()) await module.paasRoutes?.(app, config);
  return app;
}
