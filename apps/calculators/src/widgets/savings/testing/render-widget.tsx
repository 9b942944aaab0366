import { createWidgetRenderer } from '@ctb/test-support';
import { calculatorsPage } from '../../../common/testing/render-widget';
import savingsWidget from '../savings-widget';

/** Renders the savings calculator's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  savingsWidget.messages,
  calculatorsPage,
);
