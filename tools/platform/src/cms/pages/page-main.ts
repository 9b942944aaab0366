import type { Language } from '../../config/app-names';
import { SITE_CONTENT, type PageId } from '../content';
import type { TextSection } from '../content/site-content';
import {
  branchSearchWidgets,
  locationSearchWidgets,
  startPageBankTeaser,
  storedBranchWidgets,
} from './banksearch';
import { creditCalculator, pensionCalculator, savingsCalculator } from './calculator-widgets';
import { escapeHtml } from './html';
import {
  accountSwitchContentPlus,
  automatedLists,
  eventsTeaserSlider,
  listsPageContents,
  moreTeaserSliders,
  newsTeaserSlider,
} from './list-widgets';

/** CMS copy under its heading; `inner` is markup placed after the copy (e.g. a widget). */
function textSection(section: TextSection, inner = ''): string {
  const paragraphs = section.paragraphs
    .map((text) => `<p class="cms-copy">${escapeHtml(text)}</p>`)
    .join('');
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(section.heading)}</h2>${paragraphs}${inner}</section>`;
}

/**
 * A widget in the page flow. No heading, intro or landmark of the CMS's own: the calculator
 * brings its title, intro (from data-config) and region, so they are not doubled.
 */
function widgetBlock(widget: string): string {
  return `<div class="cms-section cms-widget-section">${widget}</div>`;
}

function calculatorsPage(language: Language): string {
  return [
    widgetBlock(creditCalculator(language)),
    widgetBlock(savingsCalculator(language)),
    widgetBlock(pensionCalculator(language)),
  ].join('\n');
}

/** The start page mixes CMS content and widgets as a bank's start page would. */
function startPage(language: Language): string {
  const { pages, calculators } = SITE_CONTENT[language];
  const [financing, advice] = pages.index.sections;
  // The credit calculator belongs to the financing copy: one level below its heading.
  const credit = widgetBlock(
    creditCalculator(language, { title: calculators.credit.startPageTitle, headingLevel: 3 }),
  );
  return [
    '<!-- slot: chrome/stage-slider goes here once the chrome app has it -->',
    financing ? textSection(financing, credit) : credit,
    startPageBankTeaser(language),
    advice ? textSection(advice) : '',
    widgetBlock(newsTeaserSlider(language)),
    '<!-- slot: market index chart teaser goes here once the market app has it -->',
  ].join('\n');
}

/** The lists page: CMS copy, then the lists widgets with a realistic configuration. */
function listsPage(language: Language): string {
  return [
    ...SITE_CONTENT[language].pages.lists.sections.map((section) => textSection(section)),
    listsPageContents(language),
    ...automatedLists(language).map(widgetBlock),
    widgetBlock(eventsTeaserSlider(language)),
    ...moreTeaserSliders(language).map(widgetBlock),
    widgetBlock(accountSwitchContentPlus(language)),
  ].join('\n');
}

/** The banksearch page: CMS copy, then every banksearch widget with a realistic configuration. */
function banksearchPage(language: Language): string {
  return [
    ...SITE_CONTENT[language].pages.banksearch.sections.map((section) => textSection(section)),
    ...storedBranchWidgets(language).map(widgetBlock),
    ...locationSearchWidgets(language).map(widgetBlock),
    ...branchSearchWidgets(language).map(widgetBlock),
  ].join('\n');
}

/** Domain pages hold CMS copy only until their domain's widgets exist. */
function domainPage(
  language: Language,
  page: Exclude<PageId, 'index' | 'calculators' | 'lists' | 'banksearch'>,
): string {
  return [
    ...SITE_CONTENT[language].pages[page].sections.map((section) => textSection(section)),
    `<!-- slot: the ${page} app's widgets, with realistic configuration, go here once they exist -->`,
  ].join('\n');
}

export function renderMain(language: Language, page: PageId): string {
  if (page === 'index') return startPage(language);
  if (page === 'calculators') return calculatorsPage(language);
  if (page === 'lists') return listsPage(language);
  if (page === 'banksearch') return banksearchPage(language);
  return domainPage(language, page);
}
