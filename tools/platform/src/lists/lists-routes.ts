import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config/platform-config';
import { registerEventSearchRoute } from './routes/event-search-route';
import { registerImageRoute } from './routes/image-route';
import { registerNewsSearchRoute } from './routes/news-search-route';

/** Every list endpoint of SPEC section 7 on the CMS host (docs/contracts.md, "List services"). */
export function registerListRoutes(app: FastifyInstance, config: PlatformConfig): void {
  registerImageRoute(app);
  registerNewsSearchRoute(app, config);
  registerEventSearchRoute(app, config);
}
