import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as previewMessages } from '../../common/preview/messages';
import { regionalContentConfigSchema } from './config-schema';
import { RegionalContent } from './regional-content';
import { messages } from './messages';

/** `banksearch/regional-content`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: RegionalContent,
  configSchema: regionalContentConfigSchema,
  messages: [previewMessages, messages],
});
