import type { Language } from '../../common/config/app-names';
import { widgetBlock } from '../../rendering/sections';
import { branchSearchWidgets } from './branch-search-widgets';
import { locationSearchWidgets } from './location-search-widgets';
import { storedBranchWidgets } from './stored-branch-widgets';

export { startPageBankTeaser } from './stored-branch-widgets';

/** The sections of /<lang>/banksearch.html: every banksearch widget with a realistic configuration. */
export function banksearchPage(language: Language): string[] {
  return [
    ...storedBranchWidgets(language),
    ...locationSearchWidgets(language),
    ...branchSearchWidgets(language),
  ].map(widgetBlock);
}
