import type { Language } from '../../common/config/app-names';
import type { Markup } from '../../common/domain-module';
import { SITE_CONTENT } from '../../rendering/content';
import { widgetBlock } from '../../rendering/sections';
import { creditCalculator, pensionCalculator, savingsCalculator } from './calculator-widgets';
import { creditLegalFragment } from './fragments/credit-legal';
import { pensionInfoFragment } from './fragments/pension-info';
import { savingsLegalFragment } from './fragments/savings-legal';

/** The sections of /<lang>/calculators.html: one credit, one savings and one pension calculator. */
export function calculatorsPage(language: Language): string[] {
  return [creditCalculator(language), savingsCalculator(language), pensionCalculator(language)].map(
    widgetBlock,
  );
}

/** The start page's credit calculator belongs to the financing copy: one level below its heading. */
export function startPageCreditCalculator(language: Language): string {
  const title = SITE_CONTENT[language].calculators.credit.startPageTitle;
  return widgetBlock(creditCalculator(language, { title, headingLevel: 3 }));
}

/** The info modals the calculators load, their figures computed by the calculator formulas. */
export const CALCULATOR_FRAGMENTS: Record<string, Markup> = {
  'credit-legal': creditLegalFragment,
  'savings-legal': savingsLegalFragment,
  'pension-info': pensionInfoFragment,
};
