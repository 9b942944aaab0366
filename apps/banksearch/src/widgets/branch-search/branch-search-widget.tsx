import { widgetImplementation } from '@ctb/shared/runtime';
import { branchSearchViewCatalogues } from '../../common/branch-search/branch-search-view';
import { branchSearchConfigSchema } from './config-schema';
import { BranchSearchSection } from './branch-search-section';

/** `banksearch/branch-search`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: BranchSearchSection,
  configSchema: branchSearchConfigSchema,
  messages: branchSearchViewCatalogues,
});
