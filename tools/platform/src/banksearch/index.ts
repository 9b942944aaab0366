import type { DomainModule } from '../common/domain-module';
import { banksearchPage, startPageBankTeaser } from './pages';
import { registerBanksearchCmsRoutes, registerBanksearchPaasRoutes } from './routes';

/** Banks and branches: 475 generated branches, their services, pages and photos. */
export const banksearchModule: DomainModule = {
  cmsRoutes: registerBanksearchCmsRoutes,
  paasRoutes: registerBanksearchPaasRoutes,
  page: banksearchPage,
  startPage: { nearby: startPageBankTeaser },
};
