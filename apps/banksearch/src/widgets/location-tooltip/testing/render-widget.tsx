import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import locationTooltipWidget from '../location-tooltip-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the location-tooltip widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  locationTooltipWidget.messages,
  banksearchPage,
);
