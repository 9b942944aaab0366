import type { Language } from '../../../config/app-names';

/**
 * Widgets that follow the stored branch (bank teaser, location tooltip, bank-search field,
 * opening hours, regional content, redirect popover) on the banksearch page.
 */
export function storedBranchWidgets(language: Language): string[] {
  void language;
  return [];
}

/** The bank teaser (with location search) that the start page shows. */
export function startPageBankTeaser(language: Language): string {
  void language;
  return '<!-- slot: banksearch/bank-teaser (stored branch, location search) goes here once the banksearch app has it -->';
}
