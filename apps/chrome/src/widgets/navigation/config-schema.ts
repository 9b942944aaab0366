import * as v from 'valibot';

/** `data-config` of `chrome/navigation`: nothing to set; the tree is the CMS's markup around it. */
export const navigationConfigSchema = v.object({});
export type NavigationConfig = v.InferOutput<typeof navigationConfigSchema>;
