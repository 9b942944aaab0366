import type { Limits } from '../../common/calculation/limits';
import { midpoint } from '../../common/calculation/step';
import type { SavingsRequest } from './api';
import { SAVINGS_STEPS, type SavingsConfig, type SavingsField } from './config-schema';
import { limitsOnStep } from '../../common/calculation/limits';

/** What the sliders show, and which of instalment and goal the server is asked to compute. */
export type SavingsInputs = Record<SavingsField, number> & {
  computed: 'periodicInstalment' | 'savingTarget';
};

export type SavingsLimits = Record<SavingsField, Limits>;

export function initialSavingsLimits(config: SavingsConfig): SavingsLimits {
  return {
    seedFund: config.seedFund,
    rate: limitsOnStep(config.rate, SAVINGS_STEPS.rate),
    maturity: config.maturity,
    periodicInstalment: config.periodicInstalment,
    savingTarget: config.savingTarget,
  };
}

/** Sliders start at their midpoints; the first calculation asks for the savings goal. */
export function initialSavingsInputs(limits: SavingsLimits): SavingsInputs {
  const start = (field: SavingsField) =>
    midpoint(limits[field].min, limits[field].max, SAVINGS_STEPS[field]);
  return {
    seedFund: start('seedFund'),
    rate: start('rate'),
    maturity: start('maturity'),
    periodicInstalment: start('periodicInstalment'),
    savingTarget: start('savingTarget'),
    computed: 'savingTarget',
  };
}

/**
 * Monthly savings and savings goal exclude each other: changing one clears the other, and any
 * other change (deposit, rate, duration) clears the goal, which the server then computes.
 */
export function changeSavingsInput(
  inputs: SavingsInputs,
  field: SavingsField,
  value: number,
): SavingsInputs {
  const computed = field === 'savingTarget' ? 'periodicInstalment' : 'savingTarget';
  return { ...inputs, [field]: value, computed };
}

export function toSavingsRequest(inputs: SavingsInputs): SavingsRequest {
  return {
    seedFund: inputs.seedFund,
    periodicInstalment: inputs.computed === 'periodicInstalment' ? null : inputs.periodicInstalment,
    rate: inputs.rate,
    maturity: inputs.maturity,
    savingTarget: inputs.computed === 'savingTarget' ? null : inputs.savingTarget,
  };
}
