import { widgetImplementation } from '@ctb/shared/runtime';
import { contentPlusConfigSchema } from './config-schema';
import { ContentPlus } from './content-plus';
import { messages } from './messages';

/** `lists/content-plus`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: ContentPlus,
  configSchema: contentPlusConfigSchema,
  messages,
});
