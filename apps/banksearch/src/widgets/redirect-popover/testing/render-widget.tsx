import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchPage } from '../../../common/testing/render-widget';
import redirectPopoverWidget from '../redirect-popover-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the redirect-popover widget's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  redirectPopoverWidget.messages,
  banksearchPage,
);
