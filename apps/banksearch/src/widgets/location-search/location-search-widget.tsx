import { widgetImplementation } from '@ctb/shared/runtime';
import { locationSearchCatalogues } from '../../common/location-search/location-search';
import { locationSearchConfigSchema } from './config-schema';
import { LocationSearchSection } from './location-search-section';

/** `banksearch/location-search`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: LocationSearchSection,
  configSchema: locationSearchConfigSchema,
  messages: locationSearchCatalogues,
});
