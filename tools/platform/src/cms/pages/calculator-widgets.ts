import type { Language } from '../../config/app-names';
import { widgetElement } from './widget-markup';

/** Bounds a bank would configure for its consumer credit (docs/contracts.md). */
export function creditCalculatorConfig(language: Language) {
  return {
    serviceUrl: '/api/calculators/credit',
    amount: { min: 1000, max: 100000 },
    interestRate: { min: 1, max: 12 },
    term: { min: 12, max: 120 },
    instalment: { min: 50, max: 3000 },
    appointmentUrl: `/${language}/forms.html`,
    legalInfoUrl: `/${language}/fragments/credit-legal.html`,
  };
}

export function savingsCalculatorConfig(language: Language) {
  return {
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
export function pensionCalculatorConfig(language: Language) {
  return {
    infoUrl: `/${language}/fragments/pension-info.html`,
    appointmentUrl: `/${language}/forms.html`,
  };
}

export const creditCalculator = (language: Language) =>
  widgetElement('calculators/credit', creditCalculatorConfig(language));
export const savingsCalculator = (language: Language) =>
  widgetElement('calculators/savings', savingsCalculatorConfig(language));
export const pensionCalculator = (language: Language) =>
  widgetElement('calculators/pension', pensionCalculatorConfig(language));
