import type { DomainModule } from '../common/domain-module';
import { clubPage } from './pages';
import { registerClubBenefitRoute } from './routes/club-benefit-route';

/** The youth club: its benefits service (SPEC section 7 "Club benefits") and its page. */
export const clubModule: DomainModule = {
  cmsRoutes: registerClubBenefitRoute,
  page: clubPage,
};
