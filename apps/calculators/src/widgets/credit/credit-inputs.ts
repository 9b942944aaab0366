import { limitsOnStep, type Limits } from '../../common/calculation/limits';
import { midpoint } from '../../common/calculation/step';
import type { CreditRequest } from './api';
import { CREDIT_STEPS, type CreditConfig } from './config-schema';

export type CreditField = 'amount' | 'interestRate' | 'term' | 'instalment';

/** What the sliders show, and which of term and instalment the server is asked to compute. */
export interface CreditInputs {
  amount: number;
  interestRate: number;
  term: number;
  instalment: number;
  computed: 'term' | 'instalment';
}

export type CreditLimits = Record<CreditField, Limits>;

export function initialCreditLimits(config: CreditConfig): CreditLimits {
  return {
    amount: config.amount,
    interestRate: limitsOnStep(config.interestRate, CREDIT_STEPS.interestRate),
    term: config.term,
    instalment: config.instalment,
  };
}

/** Sliders start at the midpoint of their bounds; the first calculation asks for the instalment. */
export function initialCreditInputs(limits: CreditLimits): CreditInputs {
  const start = (field: CreditField) =>
    midpoint(limits[field].min, limits[field].max, CREDIT_STEPS[field]);
  return {
    amount: start('amount'),
    interestRate: start('interestRate'),
    term: start('term'),
    instalment: start('instalment'),
    computed: 'instalment',
  };
}

/**
 * Instalment and term exclude each other: changing the instalment clears the term, and any other
 * change (term, amount, rate) clears the instalment, which the server then computes.
 */
export function changeCreditInput(
  inputs: CreditInputs,
  field: CreditField,
  value: number,
): CreditInputs {
  return { ...inputs, [field]: value, computed: field === 'instalment' ? 'term' : 'instalment' };
}

export function toCreditRequest(inputs: CreditInputs): CreditRequest {
  return {
    creditAmount: inputs.amount,
    monthlyRate: inputs.computed === 'instalment' ? null : inputs.instalment,
    interestRate: inputs.interestRate,
    term: inputs.computed === 'term' ? null : inputs.term,
  };
}
