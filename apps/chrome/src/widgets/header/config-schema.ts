import * as v from 'valibot';

/** `data-config` of `chrome/header`: nothing to set; links come from the CMS's markup around it. */
export const headerConfigSchema = v.object({});
export type HeaderConfig = v.InferOutput<typeof headerConfigSchema>;
