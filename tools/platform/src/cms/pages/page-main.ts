import type { Language } from '../../config/app-names';
import { SITE_CONTENT, type PageId } from '../content';
import type { TextSection } from '../content/site-content';
import { creditCalculator, pensionCalculator, savingsCalculator } from './calculator-widgets';
import { escapeHtml } from './html';

function textSection(section: TextSection): string {
  const paragraphs = section.paragraphs
    .map((text) => `<p class="cms-copy">${escapeHtml(text)}</p>`)
    .join('');
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(section.heading)}</h2>${paragraphs}</section>`;
}

/** A section holding one widget, introduced by CMS copy; the widget brings its own styles. */
function widgetSection(id: string, heading: string, intro: string, widget: string): string {
  return `<section class="cms-section cms-widget-section" aria-labelledby="${id}-heading">
<h2 class="cms-heading" id="${id}-heading">${escapeHtml(heading)}</h2>
<p class="cms-copy">${escapeHtml(intro)}</p>
${widget}
</section>`;
}

function calculatorsPage(language: Language): string {
  const { credit, savings, pension } = SITE_CONTENT[language].calculators;
  return [
    widgetSection('credit', credit.heading, credit.intro, creditCalculator(language)),
    widgetSection('savings', savings.heading, savings.intro, savingsCalculator(language)),
    widgetSection('pension', pension.heading, pension.intro, pensionCalculator(language)),
  ].join('\n');
}

/** The start page mixes CMS content and widgets as a bank's start page would. */
function startPage(language: Language): string {
  const { pages, calculators } = SITE_CONTENT[language];
  const [financing, advice] = pages.index.sections;
  return [
    '<!-- slot: chrome/stage-slider goes here once the chrome app has it -->',
    financing ? textSection(financing) : '',
    widgetSection(
      'credit',
      calculators.credit.heading,
      calculators.credit.intro,
      creditCalculator(language),
    ),
    '<!-- slot: banksearch/bank-teaser (stored branch, location search) goes here once the banksearch app has it -->',
    advice ? textSection(advice) : '',
    '<!-- slot: lists/teaser-slider with the latest news goes here once the lists app has it -->',
    '<!-- slot: market index chart teaser goes here once the market app has it -->',
  ].join('\n');
}

/** Domain pages hold CMS copy only until their domain's widgets exist. */
function domainPage(language: Language, page: Exclude<PageId, 'index' | 'calculators'>): string {
  return [
    ...SITE_CONTENT[language].pages[page].sections.map(textSection),
    `<!-- slot: the ${page} app's widgets, with realistic configuration, go here once they exist -->`,
  ].join('\n');
}

export function renderMain(language: Language, page: PageId): string {
  if (page === 'index') return startPage(language);
  if (page === 'calculators') return calculatorsPage(language);
  return domainPage(language, page);
}
