import { widgetImplementation } from '@ctb/shared/runtime';
import { tableConfigSchema } from './config-schema';
import { messages } from './messages';
import { Table } from './table';

/** `chrome/table`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: Table,
  configSchema: tableConfigSchema,
  messages,
});
