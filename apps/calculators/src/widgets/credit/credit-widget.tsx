import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as calculatorMessages } from '../../common/messages';
import { creditConfigSchema } from './config-schema';
import { CreditCalculator } from './credit-calculator';
import { messages } from './messages';

/** `calculators/credit`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: CreditCalculator,
  configSchema: creditConfigSchema,
  messages: [calculatorMessages, messages],
});
