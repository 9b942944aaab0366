import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import { widgetBlock } from '../../rendering/sections';
import { widgetElement } from '../../rendering/widget-markup';
import { comparisonTableConfig } from './comparison-table';
import { contentTexts } from './content-texts';
import { galleryConfig } from './gallery';
import {
  imageLightboxConfig,
  jobMapConfig,
  nativeVideoConfig,
  platformVideoConfigs,
} from './media-and-map';
import {
  carouselConfig,
  stageFirstSlideCopy,
  stageImagePreload,
  stageSliderConfig,
} from './stage-and-cards';
import { tableConfig, tabAccordionConfig } from './table-and-tabs';
import { teasers } from './teasers';

/** Where regional content (banksearch) puts its stage slides; the stage slider takes them in. */
export const REGIONAL_STAGE_ID = 'content-regional-stage';

const block = (widget: string, config: object) => widgetBlock(widgetElement(widget, config));

/** The stage slider with the CMS's copy of its first slide over its space (stageFirstSlideCopy). */
function stageBlock(config: ReturnType<typeof stageSliderConfig>): string {
  const element = widgetElement('chrome/stage-slider', config);
  return widgetBlock(`<div class="cms-stage">${stageFirstSlideCopy(config)}${element}</div>`);
}

/**
 * The start page's stage slider. Its first picture is asked for with the page (a preload `<link>`
 * may stand in the body). Not on the content page: there a stored branch's regional slide goes
 * first, and a picture preloaded but not shown makes the browser warn.
 */
export function startPageStageSlider(language: Language): string {
  const config = stageSliderConfig(language);
  return stageImagePreload(config) + stageBlock(config);
}

/** The start page's recommendation carousel. */
export const startPageRecommendations = (language: Language) =>
  block(
    'chrome/recommendation-carousel',
    carouselConfig(language, contentTexts(language).recommendationTitle, 7, 'home'),
  );

/** The main content of /<lang>/content.html: every content widget with realistic data. */
export function contentPageMain(language: Language): string {
  const text = contentTexts(language);
  const [youtube, vimeo] = platformVideoConfigs(language);
  return [
    `<div id="${REGIONAL_STAGE_ID}" class="cms-regional-stage"></div>`,
    stageBlock(stageSliderConfig(language, `#${REGIONAL_STAGE_ID}`)),
    block('banksearch/regional-content', { stageSelector: `#${REGIONAL_STAGE_ID}` }),
    block(
      'chrome/recommendation-carousel',
      carouselConfig(language, text.recommendationTitle, 7, 'recommendation'),
    ),
    block('chrome/full-width-carousel', carouselConfig(language, text.fullWidthTitle, 5, 'topic')),
    block('chrome/comparison-table', comparisonTableConfig(language)),
    block('chrome/table', tableConfig(language)),
    block('chrome/tab-accordion', tabAccordionConfig(language)),
    block('chrome/gallery', galleryConfig(language)),
    `<div class="cms-section cms-video-pair">${widgetElement('chrome/image-lightbox', imageLightboxConfig(language))}${widgetElement('chrome/video-player', nativeVideoConfig(language), 'native')}</div>`,
    `<div class="cms-section cms-video-pair">${widgetElement('chrome/video-player', youtube ?? {}, 'platform')}${widgetElement('chrome/video-player', vimeo ?? {}, 'platform')}</div>`,
    block('chrome/job-map', jobMapConfig(language)),
    `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(text.teasersTitle)}</h2>${teasers(language)}</section>`,
    widgetElement('forms/form-overlay', {}),
  ].join('\n');
}
