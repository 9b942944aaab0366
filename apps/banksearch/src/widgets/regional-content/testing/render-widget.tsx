import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import regionalContentWidget from '../regional-content-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the regional-content widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  regionalContentWidget.messages,
  banksearchPage,
);
