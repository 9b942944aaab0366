import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as clubMessages } from '../../common/messages';
import { discountPageConfigSchema } from './config-schema';
import { DiscountPage } from './discount-page';
import { messages } from './messages';

/** `club/discount-page`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: DiscountPage,
  configSchema: discountPageConfigSchema,
  messages: [clubMessages, messages],
});
