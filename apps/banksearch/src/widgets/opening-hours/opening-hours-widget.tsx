import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as previewMessages } from '../../common/preview/messages';
import { openingHoursConfigSchema } from './config-schema';
import { OpeningHours } from './opening-hours';
import { messages } from './messages';

/** `banksearch/opening-hours`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: OpeningHours,
  configSchema: openingHoursConfigSchema,
  messages: [previewMessages, messages],
});
