import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../common/config/platform-config';
import { addJsonErrors } from '../../common/http/error-handler';
import { addFailureInjection } from '../../common/http/failure-injection';
import { registerImageRoute } from '../../common/images/image-route';
import type { AccessTokenService } from '../auth/access-token';
import { allModules } from '../domain-modules';
import { addContentSecurityPolicy } from './csp/csp-hook';
import { registerCspReportRoute } from './csp/csp-report-route';
import { CspReportStore } from './csp/csp-reports';
import { registerPageRoutes } from './pages-route';
import { addXssInjection } from './xss/xss-hook';
import { registerTokenRoute } from './token-route';

/**
 * The CMS host: demo pages, HTML fragments, token.json, the generated pictures and every module's
 * CMS routes. Pages and widgets share its origin.
 */
export async function buildCmsServer(
  config: PlatformConfig,
  tokens: AccessTokenService,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logRequests });
  addJsonErrors(app, config.log);
  addFailureInjection(app);
  addContentSecurityPolicy(app, config);
  await registerCspReportRoute(app, new CspReportStore());
  addXssInjection(app);
  registerTokenRoute(app, tokens);
  registerPageRoutes(app, config);
  registerImageRoute(app);
  for (const module of allModules()) await module.cmsRoutes?.(app, config);
  // Static files of the platform itself (tools/platform/public), when there are any.
  await app.register(fastifyStatic, {
    root: join(config.repoRoot, 'tools', 'platform', 'public'),
    logLevel: 'silent',
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', 'no-cache'),
  });
  return app;
}
