import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import bankTeaserWidget from '../bank-teaser-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the bank-teaser widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  bankTeaserWidget.messages,
  banksearchPage,
);
