import type { InferOutput } from '@ctb/shared/validation';
import { configObject } from '../../common/config-check';

/** `data-config` of `chrome/header`: nothing to set; links come from the CMS's markup around it. */
export const headerConfigSchema = configObject({});
export type HeaderConfig = InferOutput<typeof headerConfigSchema>;
