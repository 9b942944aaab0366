import { defineWidget } from '@ctb/shared';

/** `chrome/cookie-banner`: asks for consent until the visitor decided on this version. */
export const cookieBannerWidget = defineWidget({ load: () => import('./cookie-banner-widget') });
