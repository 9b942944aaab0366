import { defineWidget } from '@ctb/shared';

/** `chrome/navigation`: the desktop main navigation (levels 1 to 3) in the CMS's `nav`. */
export const navigationWidget = defineWidget({ load: () => import('./navigation-widget') });
