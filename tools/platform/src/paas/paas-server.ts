import Fastify, { type FastifyInstance } from 'fastify';
import type { AccessTokenService } from '../auth/access-token';
import { allowedBrowserOrigins, type PlatformConfig } from '../config/platform-config';
import { addJsonErrors } from '../http/error-handler';
import { addFailureInjection } from '../http/failure-injection';
import { registerRootPathRoute } from '../branches/root-path-route';
import { requireBearerToken } from './bearer-auth';
import { registerCreditRoute } from './credit/credit-route';
import { registerPaasCors } from './paas-cors';
import { registerPensionRoute } from './pension/pension-route';
import { registerSavingsRoute } from './savings/savings-route';

/**
 * The bank's service platform ("paas"). Hook order matters: CORS first (every answer, even a
 * failure, carries its headers), then failure injection, then the bearer token check.
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
  registerCreditRoute(app);
  registerSavingsRoute(app);
  registerPensionRoute(app, config.now);
  registerRootPathRoute(app);
  return app;
}
