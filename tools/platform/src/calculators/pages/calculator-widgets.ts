import type { Language } from '../../common/config/app-names';
import { SITE_CONTENT } from '../../rendering/content';
import { widgetElement } from '../../rendering/widget-markup';

/**
 * How a page fits a calculator into its outline: the widget renders its own title (its default
 * name unless `title` is given) at `headingLevel` (2 unless given), with the CMS intro under it.
 */
export interface CalculatorPlacement {
  title?: string;
  headingLevel?: 2 | 3 | 4;
}

/** Bounds a bank would configure for its consumer credit (docs/contracts.md). */
export function creditCalculatorConfig(language: Language, placement: CalculatorPlacement = {}) {
  return {
    ...placement,
    intro: SITE_CONTENT[language].calculators.credit.intro,
    serviceUrl: '/api/calculators/credit',
    amount: { min: 1000, max: 100000 },
    interestRate: { min: 1, max: 12 },
    term: { min: 12, max: 120 },
    instalment: { min: 50, max: 3000 },
    appointmentUrl: `/${language}/forms.html`,
    legalInfoUrl: `/${language}/fragments/credit-legal.html`,
  };
}

export function savingsCalculatorConfig(language: Language, placement: CalculatorPlacement = {}) {
  return {
    ...placement,
    intro: SITE_CONTENT[language].calculators.savings.intro,
    serviceUrl: '/api/calculators/savings',
    seedFund: { min: 0, max: 50000 },
    rate: { min: 0.01, max: 5 },
    maturity: { min: 12, max: 360 },
    periodicInstalment: { min: 10, max: 2000 },
    savingTarget: { min: 1000, max: 500000 },
    appointmentUrl: `/${language}/forms.html`,
    legalInfoUrl: `/${language}/fragments/savings-legal.html`,
  };
}

/** serviceUrl is left out on purpose: it falls back to page config pensionCalculator.serviceUrl. */
export function pensionCalculatorConfig(language: Language, placement: CalculatorPlacement = {}) {
  return {
    ...placement,
    intro: SITE_CONTENT[language].calculators.pension.intro,
    infoUrl: `/${language}/fragments/pension-info.html`,
    appointmentUrl: `/${language}/forms.html`,
  };
}

export const creditCalculator = (language: Language, placement?: CalculatorPlacement) =>
  widgetElement('calculators/credit', creditCalculatorConfig(language, placement));
export const savingsCalculator = (language: Language, placement?: CalculatorPlacement) =>
  widgetElement('calculators/savings', savingsCalculatorConfig(language, placement));
export const pensionCalculator = (language: Language, placement?: CalculatorPlacement) =>
  widgetElement('calculators/pension', pensionCalculatorConfig(language, placement));
