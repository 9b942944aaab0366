import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import branchSearchWidget from '../branch-search-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the branch-search widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  branchSearchWidget.messages,
  banksearchPage,
);
