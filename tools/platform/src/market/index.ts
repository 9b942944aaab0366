import type { DomainModule } from '../common/domain-module';
import { marketPage, startPageMarketTeaser } from './pages';

/** Quotes, indices and charts. Routes go in routes/, generated data in data/ (README). */
export const marketModule: DomainModule = {
  page: marketPage,
  startPage: { teasers: startPageMarketTeaser },
};
