import { defineWidget } from '@ctb/shared/runtime';

/** `chrome/quickbar`: quick links, the stored branch and the location search above the footer. */
export const quickbarWidget = defineWidget({ load: () => import('./quickbar-widget') });
