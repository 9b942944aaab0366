import { widgetImplementation } from '@ctb/shared/runtime';
import { cookieBannerConfigSchema } from './config-schema';
import { CookieBanner } from './cookie-banner';
import { messages } from './messages';

export default widgetImplementation({
  component: CookieBanner,
  configSchema: cookieBannerConfigSchema,
  messages,
});
