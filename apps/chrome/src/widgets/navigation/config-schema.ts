import type { InferOutput } from '@ctb/shared/validation';
import { configObject } from '../../common/config-check';

/** `data-config` of `chrome/navigation`: nothing to set; the tree is the CMS's markup around it. */
export const navigationConfigSchema = configObject({});
export type NavigationConfig = InferOutput<typeof navigationConfigSchema>;
