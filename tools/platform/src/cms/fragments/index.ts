import type { Language } from '../../config/app-names';
import { creditLegalFragment } from './credit-legal';
import { pensionInfoFragment } from './pension-info';
import { savingsLegalFragment } from './savings-legal';

/** HTML fragments the calculators load into their info modals (sanitised there). */
export const FRAGMENTS: Record<string, (language: Language) => string> = {
  'credit-legal': creditLegalFragment,
  'savings-legal': savingsLegalFragment,
  'pension-info': pensionInfoFragment,
};
