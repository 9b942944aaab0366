import { createWidgetRenderer } from '@ctb/test-support';
import { calculatorsPage } from '../../../common/testing/render-widget';
import creditWidget from '../credit-widget';

/** Renders the credit calculator's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  creditWidget.messages,
  calculatorsPage,
);
