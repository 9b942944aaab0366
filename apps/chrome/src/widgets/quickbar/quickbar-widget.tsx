import { widgetImplementation } from '@ctb/shared/runtime';
import { quickbarConfigSchema } from './config-schema';
import { messages } from './messages';
import { Quickbar } from './quickbar';

export default widgetImplementation({
  component: Quickbar,
  configSchema: quickbarConfigSchema,
  messages,
});
