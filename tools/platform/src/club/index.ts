import { openDatabase } from '../common/store/sqlite-database';
import type { DomainModule } from '../common/domain-module';
import {
  PROMO_CODE_MIGRATIONS,
  createPromoCodeStore,
  type PromoCodeStore,
} from './data/promo-code-store';
import { startClubIdentity } from './identity/start-club-identity';
import { clubPage } from './pages';
import { registerClubBenefitRoute } from './routes/club-benefit-route';
import { registerClubDetailRoutes } from './routes/club-detail-routes';
import { registerClubMemberRoutes } from './routes/club-member-routes';

/**
 * The youth club: its identity provider (an origin of its own), the benefits, detail, media,
 * code exchange, membership and promo-code services (SPEC section 7 "Club benefits") and its page.
 */
export const clubModule: DomainModule = {
  ownOrigins: async (config) => [await startClubIdentity(config)],
  cmsRoutes: (app, config) => {
    let store: PromoCodeStore | undefined;
    // Opened on first use: a platform that never hands out a code creates no database file.
    const promoCodes = () =>
      (store ??= createPromoCodeStore(
        openDatabase({
          location: 'club',
          dataDir: config.dataDir,
          migrations: PROMO_CODE_MIGRATIONS,
        }),
        config.now,
      ));
    registerClubBenefitRoute(app, config);
    registerClubDetailRoutes(app, config);
    registerClubMemberRoutes(app, config, promoCodes);
  },
  page: clubPage,
};
