import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../common/config/platform-config';
import { registerBranchPageRoutes } from './branch-page-route';
import { registerBranchPhotoRoute } from './branch-photo-route';
import { registerBranchRoutes } from './branch-routes';
import { registerRootPathRoute } from './root-path-route';

/** The CMS host's bank and branch services, the banks' site pages and the branch photos. */
export function registerBanksearchCmsRoutes(app: FastifyInstance, config: PlatformConfig): void {
  registerBranchRoutes(app, config);
  registerBranchPageRoutes(app, config);
  registerBranchPhotoRoute(app);
}

/** The paas's site root path service. */
export function registerBanksearchPaasRoutes(app: FastifyInstance): void {
  registerRootPathRoute(app);
}
