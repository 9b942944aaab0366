import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AccessTokenService } from '../auth/access-token';
import type { PlatformConfig } from '../config/platform-config';
import { addJsonErrors } from '../http/error-handler';
import { addFailureInjection } from '../http/failure-injection';
import { registerBranchPageRoutes } from '../branches/branch-page-route';
import { registerBranchPhotoRoute } from '../branches/branch-photo-route';
import { registerBranchRoutes } from '../branches/branch-routes';
import { registerListRoutes } from '../lists/lists-routes';
import { registerMapsStandInRoutes } from '../maps-stand-in/maps-stand-in-routes';
import { registerPageRoutes } from './pages/pages-route';
import { registerTokenRoute } from './token-route';

/** The CMS host: demo pages, HTML fragments and token.json. Pages and widgets share its origin. */
export async function buildCmsServer(
  config: PlatformConfig,
  tokens: AccessTokenService,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logRequests });
  addJsonErrors(app, config.log);
  addFailureInjection(app);
  registerTokenRoute(app, tokens);
  registerPageRoutes(app, config);
  registerBranchRoutes(app, config);
  registerBranchPageRoutes(app, config);
  registerBranchPhotoRoute(app);
  registerListRoutes(app, config);
  registerMapsStandInRoutes(app, config);
  // Static files of the platform itself, e.g. the offline maps stand-in under /maps-stand-in/.
  await app.register(fastifyStatic, {
    root: join(config.repoRoot, 'tools', 'platform', 'public'),
    logLevel: 'silent',
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', 'no-cache'),
  });
  return app;
}
