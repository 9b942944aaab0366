import { widgetImplementation } from '@ctb/shared/runtime';
import { ComparisonTable } from './comparison-table';
import { comparisonTableConfigSchema } from './config-schema';
import { messages } from './messages';

/** `chrome/comparison-table`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: ComparisonTable,
  configSchema: comparisonTableConfigSchema,
  messages,
});
