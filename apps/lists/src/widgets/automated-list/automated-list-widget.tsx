import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as listsMessages } from '../../common/messages';
import { automatedListConfigSchema } from './config-schema';
import { AutomatedList } from './automated-list';
import { messages as filterMessages } from './filters/messages';
import { messages as itemMessages } from './items/messages';
import { messages } from './messages';

/** `lists/automated-list`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: AutomatedList,
  configSchema: automatedListConfigSchema,
  messages: [listsMessages, itemMessages, filterMessages, messages],
});
