// The chrome app's single public entry: single-spa lifecycles for the shell. Each widget is listed
// here by its name after the slash in `data-widget` (see docs/adding-a-widget.md).
import { createDomainApp } from '@ctb/shared';
import { cookieBannerWidget } from './widgets/cookie-banner';
import { headerWidget } from './widgets/header';
import { languageSelectWidget } from './widgets/language-select';
import { navigationWidget } from './widgets/navigation';
import { quickbarWidget } from './widgets/quickbar';
import { siteSearchWidget } from './widgets/site-search';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'chrome',
  widgets: {
    'cookie-banner': cookieBannerWidget,
    header: headerWidget,
    'language-select': languageSelectWidget,
    navigation: navigationWidget,
    quickbar: quickbarWidget,
    'site-search': siteSearchWidget,
  },
});
