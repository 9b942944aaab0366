import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import openingHoursWidget from '../opening-hours-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the opening-hours widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  openingHoursWidget.messages,
  banksearchPage,
);
