import { widgetImplementation } from '@ctb/shared/runtime';
import { locationSearchCatalogues } from '../../common/location-search/location-search';
import { messages as previewMessages } from '../../common/preview/messages';
import { bankTeaserConfigSchema } from './config-schema';
import { BankTeaser } from './bank-teaser';
import { messages } from './messages';

/** `banksearch/bank-teaser`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: BankTeaser,
  configSchema: bankTeaserConfigSchema,
  messages: [locationSearchCatalogues, previewMessages, messages],
});
