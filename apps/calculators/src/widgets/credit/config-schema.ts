import * as v from '@ctb/shared/validation';
import { headingEntries, pathSchema, rangeSchema } from '../../common/calculation/config-schemas';

/** The longest credit term the product allows, in months (also the default slider maximum). */
export const MAX_TERM_MONTHS = 360;

/** `data-config` of `calculators/credit`. */
export const creditConfigSchema = v.object({
  ...headingEntries,
  serviceUrl: v.optional(pathSchema, '/api/calculators/credit'),
  amount: rangeSchema,
  interestRate: rangeSchema,
  term: v.pipe(
    v.object({ min: v.number(), max: v.optional(v.number(), MAX_TERM_MONTHS) }),
    v.check((range) => range.min <= range.max, 'min must not be greater than max'),
  ),
  instalment: rangeSchema,
  appointmentUrl: pathSchema,
  legalInfoUrl: pathSchema,
});

export type CreditConfig = v.InferOutput<typeof creditConfigSchema>;

/** Slider steps of the credit calculator. */
export const CREDIT_STEPS = { amount: 100, interestRate: 0.125, term: 1, instalment: 1 } as const;
