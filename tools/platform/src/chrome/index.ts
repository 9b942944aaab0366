import type { DomainModule } from '../common/domain-module';
import { chromePage, startPageStage } from './pages';

/** Header, footer, stage and cookie banner. Routes go in routes/, data in data/ (README). */
export const chromeModule: DomainModule = {
  page: chromePage,
  startPage: { stage: startPageStage },
};
