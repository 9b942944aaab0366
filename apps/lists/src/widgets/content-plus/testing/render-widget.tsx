import { createWidgetRenderer } from '@ctb/test-support';
import { listsPage } from '../../../common/testing/lists-page';
import contentPlusWidget from '../content-plus-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the content-plus's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  contentPlusWidget.messages,
  listsPage,
);
