import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import locationSearchWidget from '../location-search-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the location-search widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  locationSearchWidget.messages,
  banksearchPage,
);
