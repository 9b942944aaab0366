import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as chartMessages } from '../../common/messages';
import { CompactIndexChart } from './compact-index-chart';
import { indexChartConfigSchema } from './config-schema';
import { messages } from './messages';

/** `market/index-chart`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: CompactIndexChart,
  configSchema: indexChartConfigSchema,
  messages: [chartMessages, messages],
});
