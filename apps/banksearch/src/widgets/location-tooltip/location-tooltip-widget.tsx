import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as previewMessages } from '../../common/preview/messages';
import { locationTooltipConfigSchema } from './config-schema';
import { LocationTooltip } from './location-tooltip';
import { messages } from './messages';

/** `banksearch/location-tooltip`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: LocationTooltip,
  configSchema: locationTooltipConfigSchema,
  messages: [previewMessages, messages],
});
