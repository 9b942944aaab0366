import type { DomainModule } from '../common/domain-module';
import { chromePage, startPageStage } from './pages';
import { registerContentPageRoutes } from './routes/content-page-routes';
import { registerSearchRoutes } from './routes/search-routes';

/**
 * The site chrome: the content pages of the navigation tree, the site search (autosuggest and
 * results page) and the navigation as JSON; the header, footer, quickbar and cookie banner markup
 * is the CMS layout's (rendering/site-chrome). Routes go in routes/, data in data/ (README).
 */
export const chromeModule: DomainModule = {
  cmsRoutes: (app, config) => {
    registerContentPageRoutes(app, config);
    registerSearchRoutes(app, config);
  },
  page: chromePage,
  startPage: { stage: startPageStage },
};
