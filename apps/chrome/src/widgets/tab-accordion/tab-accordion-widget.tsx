import { widgetImplementation } from '@ctb/shared/runtime';
import { tabAccordionConfigSchema } from './config-schema';
import { messages } from './messages';
import { TabAccordion } from './tab-accordion';

/** `chrome/tab-accordion`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: TabAccordion,
  configSchema: tabAccordionConfigSchema,
  messages,
});
