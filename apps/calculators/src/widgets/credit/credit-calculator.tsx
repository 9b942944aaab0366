import type { WidgetProps } from '@ctb/shared/runtime';
import { SliderCalculator } from '../../common/components/slider-calculator/slider-calculator';
import { CREDIT_STEPS, type CreditConfig } from './config-schema';
import type { CreditField } from './credit-inputs';
import { CreditResult } from './credit-result';
import { useCreditCalculator } from './use-credit-calculator';

const UNITS: Record<CreditField, string> = {
  amount: 'calculators.unit.euro',
  interestRate: 'calculators.unit.percent',
  term: 'calculators.unit.months',
  instalment: 'calculators.unit.euro',
};
const FIELDS: CreditField[] = ['amount', 'interestRate', 'term', 'instalment'];

/** Credit calculator: amount, rate, term and instalment sliders with the offer beside them. */
export function CreditCalculator({ config }: WidgetProps<CreditConfig>) {
  return (
    <SliderCalculator
      messages="calculators.credit"
      config={config}
      fields={FIELDS}
      units={UNITS}
      steps={CREDIT_STEPS}
      calculation={useCreditCalculator(config)}
      figureCount={7}
      renderResult={(result) => <CreditResult result={result} />}
      offersAppointment={() => true}
    />
  );
}
