import { widgetImplementation } from '@ctb/shared/runtime';
import { headerConfigSchema } from './config-schema';
import { Header } from './header';
import { messages } from './messages';

export default widgetImplementation({
  component: Header,
  configSchema: headerConfigSchema,
  messages,
});
