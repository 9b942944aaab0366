import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import { messages as overlayMessages } from '../bank-search-overlay/messages';
import { branchSearchViewCatalogues } from '../branch-search/branch-search-view';
import { locationSearchCatalogues } from '../location-search/location-search';

export type { RenderOptions } from '@ctb/test-support';

/** Banksearch widgets render on a private-customers page unless a test says otherwise. */
export const banksearchPage: RenderOptions = { pagePath: '/de/privatkunden' };

/** Renders the app's common parts with the texts of all of them. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  [branchSearchViewCatalogues, locationSearchCatalogues, overlayMessages],
  banksearchPage,
);
