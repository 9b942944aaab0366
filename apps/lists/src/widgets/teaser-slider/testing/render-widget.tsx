import { createWidgetRenderer } from '@ctb/test-support';
import { listsPage } from '../../../common/testing/lists-page';
import teaserSliderWidget from '../teaser-slider-widget';

export type { RenderOptions } from '@ctb/test-support';

/** Renders the teaser-slider's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  teaserSliderWidget.messages,
  listsPage,
);
