import { widgetImplementation } from '@ctb/shared/runtime';
import { redirectPopoverConfigSchema } from './config-schema';
import { RedirectPopover } from './redirect-popover';
import { messages } from './messages';

/** `banksearch/redirect-popover`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: RedirectPopover,
  configSchema: redirectPopoverConfigSchema,
  messages,
});
