// The calculators app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp, defineWidget } from '@ctb/shared';
import { lazyWidget } from './lazy-widget';
import { calculatorMessages } from './messages';
import { creditConfigSchema, type CreditConfig } from './widgets/credit/config-schema';
import { pensionConfigSchema, type PensionConfig } from './widgets/pension/config-schema';
import { savingsConfigSchema, type SavingsConfig } from './widgets/savings/config-schema';

const CreditCalculator = lazyWidget<CreditConfig>(() =>
  import('./widgets/credit/credit-calculator').then((module) => module.CreditCalculator),
);
const SavingsCalculator = lazyWidget<SavingsConfig>(() =>
  import('./widgets/savings/savings-calculator').then((module) => module.SavingsCalculator),
);
const PensionCalculator = lazyWidget<PensionConfig>(() =>
  import('./widgets/pension/pension-calculator').then((module) => module.PensionCalculator),
);

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'calculators',
  widgets: {
    credit: defineWidget({ component: CreditCalculator, configSchema: creditConfigSchema }),
    savings: defineWidget({ component: SavingsCalculator, configSchema: savingsConfigSchema }),
    pension: defineWidget({ component: PensionCalculator, configSchema: pensionConfigSchema }),
  },
  messages: calculatorMessages,
});
