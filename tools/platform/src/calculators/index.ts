import type { DomainModule } from '../common/domain-module';
import { CALCULATOR_FRAGMENTS, calculatorsPage, startPageCreditCalculator } from './pages';
import { registerCalculatorRoutes } from './routes';

/** Credit, savings and pension calculators: the paas formulas, their page and legal fragments. */
export const calculatorsModule: DomainModule = {
  paasRoutes: registerCalculatorRoutes,
  page: calculatorsPage,
  startPage: { financing: startPageCreditCalculator },
  fragments: CALCULATOR_FRAGMENTS,
};
