// The calculators app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp, defineWidget } from '@ctb/shared';
import { calculatorMessages } from './messages';
import { creditConfigSchema } from './widgets/credit/config-schema';
import { CreditCalculator } from './widgets/credit/credit-calculator';
import { pensionConfigSchema } from './widgets/pension/config-schema';
import { PensionCalculator } from './widgets/pension/pension-calculator';
import { savingsConfigSchema } from './widgets/savings/config-schema';
import { SavingsCalculator } from './widgets/savings/savings-calculator';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'calculators',
  widgets: {
    credit: defineWidget({ component: CreditCalculator, configSchema: creditConfigSchema }),
    savings: defineWidget({ component: SavingsCalculator, configSchema: savingsConfigSchema }),
    pension: defineWidget({ component: PensionCalculator, configSchema: pensionConfigSchema }),
  },
  messages: calculatorMessages,
});
