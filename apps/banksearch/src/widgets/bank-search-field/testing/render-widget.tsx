import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import bankSearchFieldWidget from '../bank-search-field-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the bank-search-field widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  bankSearchFieldWidget.messages,
  banksearchPage,
);
