import type { DomainModule } from '../common/domain-module';
import { marketPage, startPageMarketTeaser } from './pages';
import { registerMarketPageRoutes } from './routes/market-page-routes';
import { registerMarketRoutes } from './routes/market-routes';

/** Quotes, indices and charts: generated market data, its four services and its pages. */
export const marketModule: DomainModule = {
  cmsRoutes: (app, config) => {
    registerMarketRoutes(app, config);
    registerMarketPageRoutes(app, config);
  },
  page: marketPage,
  startPage: { teasers: startPageMarketTeaser },
};
