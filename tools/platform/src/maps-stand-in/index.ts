import type { DomainModule } from '../common/domain-module';
import { registerMapsStandInRoutes } from './routes/maps-stand-in-routes';

/** The offline stand-in of the Google Maps JavaScript API (a service, not a domain). */
export const mapsStandInModule: DomainModule = {
  cmsRoutes: registerMapsStandInRoutes,
};
