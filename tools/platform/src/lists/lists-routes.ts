import type { FastifyInstance } from 'fastify';
import { registerClubBenefitRoute } from '../club/club-benefit-route';
import type { PlatformConfig } from '../config/platform-config';
import { registerEventSearchRoute } from './routes/event-search-route';
import { registerGenericListRoute } from './routes/generic-list-route';
import { registerImageRoute } from './routes/image-route';
import { registerJobSearchRoute } from './routes/job-search-route';
import { registerNewsSearchRoute } from './routes/news-search-route';
import { registerPageSearchRoute } from './routes/page-search-route';

/** Every list endpoint of SPEC section 7 on the CMS host (docs/contracts.md, "List services"). */
export function registerListRoutes(app: FastifyInstance, config: PlatformConfig): void {
  registerImageRoute(app);
  registerGenericListRoute(app, config);
  registerNewsSearchRoute(app, config);
  registerEventSearchRoute(app, config);
  registerPageSearchRoute(app, config);
  registerJobSearchRoute(app, config);
  registerClubBenefitRoute(app, config);
}
