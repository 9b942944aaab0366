import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as calculatorMessages } from '../../common/messages';
import { pensionConfigSchema } from './config-schema';
import { PensionCalculator } from './pension-calculator';
import { messages } from './messages';

/** `calculators/pension`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: PensionCalculator,
  configSchema: pensionConfigSchema,
  messages: [calculatorMessages, messages],
});
