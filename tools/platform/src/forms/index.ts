import type { DomainModule } from '../common/domain-module';
import { formsPage } from './pages';

/** Contact and appointment forms. Routes go in routes/, generated data in data/ (README). */
export const formsModule: DomainModule = {
  page: formsPage,
};
