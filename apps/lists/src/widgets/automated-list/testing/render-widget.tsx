import { createWidgetRenderer } from '@ctb/test-support';
import { listsPage } from '../../../common/testing/lists-page';
import automatedListWidget from '../automated-list-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the automated-list's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  automatedListWidget.messages,
  listsPage,
);
