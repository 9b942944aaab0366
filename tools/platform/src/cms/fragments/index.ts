import type { Language } from '../../config/app-names';
import { contentPlusAccountSwitchFragment } from './content-plus-account-switch';
import { creditLegalFragment } from './credit-legal';
import { pensionInfoFragment } from './pension-info';
import { savingsLegalFragment } from './savings-legal';

/** HTML fragments the widgets load: calculator info modals, Content+ blocks (sanitised there). */
export const FRAGMENTS: Record<string, (language: Language) => string> = {
  'credit-legal': creditLegalFragment,
  'savings-legal': savingsLegalFragment,
  'pension-info': pensionInfoFragment,
  'content-plus-account-switch': contentPlusAccountSwitchFragment,
};
