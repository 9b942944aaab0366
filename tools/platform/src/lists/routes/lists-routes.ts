import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../common/config/platform-config';
import { registerEventSearchRoute } from './event-search-route';
import { registerGenericListRoute } from './generic-list-route';
import { registerJobSearchRoute } from './job-search-route';
import { registerNewsSearchRoute } from './news-search-route';
import { registerPageSearchRoute } from './page-search-route';

/**
 * The list endpoints of SPEC section 7 on the CMS host (docs/contracts.md, "List services"); their
 * pictures come from the common image route (`/images/…`) the CMS host serves for every domain.
 */
export function registerListRoutes(app: FastifyInstance, config: PlatformConfig): void {
  registerGenericListRoute(app, config);
  registerNewsSearchRoute(app, config);
  registerEventSearchRoute(app, config);
  registerPageSearchRoute(app, config);
  registerJobSearchRoute(app, config);
}
