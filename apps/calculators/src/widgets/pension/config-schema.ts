import * as v from '@ctb/shared/validation';
import { headingEntries, pathSchema } from '../../common/calculation/config-schemas';

/** `data-config` of `calculators/pension`; serviceUrl falls back to the page configuration's. */
export const pensionConfigSchema = v.object({
  ...headingEntries,
  serviceUrl: v.optional(pathSchema),
  infoUrl: pathSchema,
  appointmentUrl: pathSchema,
});

export type PensionConfig = v.InferOutput<typeof pensionConfigSchema>;
