// The chrome app's single public entry: single-spa lifecycles for the shell. Each widget is listed
// here by its name after the slash in `data-widget` (see docs/adding-a-widget.md).
import { createDomainApp } from '@ctb/shared/runtime';
import { comparisonTableWidget } from './widgets/comparison-table';
import { cookieBannerWidget } from './widgets/cookie-banner';
import { fullWidthCarouselWidget } from './widgets/full-width-carousel';
import { galleryWidget } from './widgets/gallery';
import { headerWidget } from './widgets/header';
import { imageLightboxWidget } from './widgets/image-lightbox';
import { jobMapWidget } from './widgets/job-map';
import { languageSelectWidget } from './widgets/language-select';
import { navigationWidget } from './widgets/navigation';
import { quickbarWidget } from './widgets/quickbar';
import { recommendationCarouselWidget } from './widgets/recommendation-carousel';
import { siteSearchWidget } from './widgets/site-search';
import { stageSliderWidget } from './widgets/stage-slider';
import { tabAccordionWidget } from './widgets/tab-accordion';
import { tableWidget } from './widgets/table';
import { videoPlayerWidget } from './widgets/video-player';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'chrome',
  widgets: {
    'comparison-table': comparisonTableWidget,
    'cookie-banner': cookieBannerWidget,
    'full-width-carousel': fullWidthCarouselWidget,
    gallery: galleryWidget,
    header: headerWidget,
    'image-lightbox': imageLightboxWidget,
    'job-map': jobMapWidget,
    'language-select': languageSelectWidget,
    navigation: navigationWidget,
    quickbar: quickbarWidget,
    'recommendation-carousel': recommendationCarouselWidget,
    'site-search': siteSearchWidget,
    'stage-slider': stageSliderWidget,
    'tab-accordion': tabAccordionWidget,
    table: tableWidget,
    'video-player': videoPlayerWidget,
  },
});
