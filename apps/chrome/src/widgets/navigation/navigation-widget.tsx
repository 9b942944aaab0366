import { widgetImplementation } from '@ctb/shared/runtime';
import { navigationConfigSchema } from './config-schema';
import { DesktopNavigation } from './desktop-navigation';
import { messages } from './messages';

export default widgetImplementation({
  component: DesktopNavigation,
  configSchema: navigationConfigSchema,
  messages,
});
