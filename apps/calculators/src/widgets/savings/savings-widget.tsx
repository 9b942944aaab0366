import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as calculatorMessages } from '../../common/messages';
import { savingsConfigSchema } from './config-schema';
import { SavingsCalculator } from './savings-calculator';
import { messages } from './messages';

/** `calculators/savings`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: SavingsCalculator,
  configSchema: savingsConfigSchema,
  messages: [calculatorMessages, messages],
});
