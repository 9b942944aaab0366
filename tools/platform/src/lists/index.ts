import type { DomainModule } from '../common/domain-module';
import { LISTS_FRAGMENTS, listsPage, startPageNewsSlider } from './pages';
import { registerListRoutes } from './routes/lists-routes';

/** News, events, FAQ, pages, employees and jobs: generated content and its list services. */
export const listsModule: DomainModule = {
  cmsRoutes: registerListRoutes,
  page: listsPage,
  startPage: { teasers: startPageNewsSlider },
  fragments: LISTS_FRAGMENTS,
};
