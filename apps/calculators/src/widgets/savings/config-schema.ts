import * as v from '@ctb/shared/validation';
import { headingEntries, pathSchema, rangeSchema } from '../../common/calculation/config-schemas';

/** `data-config` of `calculators/savings`. */
export const savingsConfigSchema = v.object({
  ...headingEntries,
  serviceUrl: v.optional(pathSchema, '/api/calculators/savings'),
  seedFund: rangeSchema,
  rate: rangeSchema,
  maturity: rangeSchema,
  periodicInstalment: rangeSchema,
  savingTarget: rangeSchema,
  appointmentUrl: pathSchema,
  legalInfoUrl: pathSchema,
});

export type SavingsConfig = v.InferOutput<typeof savingsConfigSchema>;

export type SavingsField = 'seedFund' | 'rate' | 'maturity' | 'periodicInstalment' | 'savingTarget';

/** Slider steps of the savings calculator: initial deposit 100, rate 0.001, others 1. */
export const SAVINGS_STEPS: Record<SavingsField, number> = {
  seedFund: 100,
  rate: 0.001,
  maturity: 1,
  periodicInstalment: 1,
  savingTarget: 1,
};
