import type { WidgetProps } from '@ctb/shared/runtime';
import { SliderCalculator } from '../../common/components/slider-calculator/slider-calculator';
import { SAVINGS_STEPS, type SavingsConfig, type SavingsField } from './config-schema';
import { SavingsResult } from './savings-result';
import { useSavingsCalculator } from './use-savings-calculator';

const UNITS: Record<SavingsField, string> = {
  seedFund: 'calculators.unit.euro',
  rate: 'calculators.unit.percent',
  maturity: 'calculators.unit.months',
  periodicInstalment: 'calculators.unit.euro',
  savingTarget: 'calculators.unit.euro',
};
const FIELDS: SavingsField[] = [
  'seedFund',
  'rate',
  'maturity',
  'periodicInstalment',
  'savingTarget',
];

/** Savings calculator: deposit, rate, duration, monthly savings and goal beside the result. */
export function SavingsCalculator({ config }: WidgetProps<SavingsConfig>) {
  return (
    <SliderCalculator
      messages="calculators.savings"
      config={config}
      fields={FIELDS}
      units={UNITS}
      steps={SAVINGS_STEPS}
      calculation={useSavingsCalculator(config)}
      figureCount={5}
      renderResult={(result) => <SavingsResult result={result} />}
      // An appointment only makes sense once there is something saved (SPEC 4).
      offersAppointment={(result) => result.savingTarget > 0}
    />
  );
}
