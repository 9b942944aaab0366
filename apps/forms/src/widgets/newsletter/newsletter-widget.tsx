import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as fieldMessages } from '../../common/messages';
import { newsletterConfigSchema } from './config-schema';
import { messages } from './messages';
import { Newsletter } from './newsletter';

/** `forms/newsletter`: arrives in a chunk of its own. */
export default widgetImplementation({
  component: Newsletter,
  configSchema: newsletterConfigSchema,
  messages: [fieldMessages, messages],
});
