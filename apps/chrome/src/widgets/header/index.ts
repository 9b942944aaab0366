import { defineWidget } from '@ctb/shared';

/** `chrome/header`: pinning on scroll, the mobile menu and the login in the CMS's header. */
export const headerWidget = defineWidget({ load: () => import('./header-widget') });
