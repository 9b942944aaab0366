import type { DomainModule } from '../common/domain-module';
import { startPageRecommendations, startPageStageSlider } from './content/content-page';
import { chromePage } from './pages';
import { registerContentPageRoutes } from './routes/content-page-routes';
import { registerContentWidgetRoutes } from './routes/content-widget-routes';
import { registerSearchRoutes } from './routes/search-routes';

/**
 * The site chrome: the content pages of the navigation tree, the site search (autosuggest and
 * results page) and the navigation as JSON; the header, footer, quickbar and cookie banner markup
 * is the CMS layout's (rendering/site-chrome). The content widgets' demo page /<lang>/content.html,
 * its gallery fragments and the start page's stage and recommendations come from content/. Routes go in routes/, data in data/ (README).
 */
export const chromeModule: DomainModule = {
  cmsRoutes: (app, config) => {
    registerContentPageRoutes(app, config);
    registerSearchRoutes(app, config);
    registerContentWidgetRoutes(app, config);
  },
  page: chromePage,
  startPage: { stage: startPageStageSlider, teasers: startPageRecommendations },
};
