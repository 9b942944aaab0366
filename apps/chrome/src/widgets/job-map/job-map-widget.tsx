import { widgetImplementation } from '@ctb/shared/runtime';
import { jobMapConfigSchema } from './config-schema';
import { JobMap } from './job-map';
import { messages } from './messages';

/** `chrome/job-map`: arrives in a chunk of its own (with the drawn map) when a page holds one. */
export default widgetImplementation({
  component: JobMap,
  configSchema: jobMapConfigSchema,
  messages,
});
