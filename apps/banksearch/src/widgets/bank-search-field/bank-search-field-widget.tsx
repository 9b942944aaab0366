import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as previewMessages } from '../../common/preview/messages';
import { bankSearchFieldConfigSchema } from './config-schema';
import { BankSearchField } from './bank-search-field';
import { messages } from './messages';

/** `banksearch/bank-search-field`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: BankSearchField,
  configSchema: bankSearchFieldConfigSchema,
  messages: [previewMessages, messages],
});
