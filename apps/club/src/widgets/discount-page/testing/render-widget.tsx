import { createWidgetRenderer } from '@ctb/test-support';
import discountPageWidget from '../discount-page-widget';

/** Renders the discount page's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  discountPageWidget.messages,
);
