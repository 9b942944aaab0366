import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as chartMessages } from '../../common/messages';
import { startPageConfigSchema } from './config-schema';
import { messages } from './messages';
import { StartPage } from './start-page';

/** `market/start-page`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: StartPage,
  configSchema: startPageConfigSchema,
  messages: [chartMessages, messages],
});
