import { widgetImplementation } from '@ctb/shared/runtime';
import { siteSearchConfigSchema } from './config-schema';
import { messages } from './messages';
import { SiteSearch } from './site-search';

export default widgetImplementation({
  component: SiteSearch,
  configSchema: siteSearchConfigSchema,
  messages,
});
