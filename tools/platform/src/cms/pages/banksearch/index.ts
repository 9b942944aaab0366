export { branchSearchWidgets } from './branch-search-widgets';
export { locationSearchWidgets } from './location-search-widgets';
export { startPageBankTeaser, storedBranchWidgets } from './stored-branch-widgets';
