import { createWidgetRenderer } from '@ctb/test-support';
import { calculatorsPage } from '../../../common/testing/render-widget';
import pensionWidget from '../pension-widget';

/** Renders the pension calculator's parts with exactly the texts its chunk brings. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(
  pensionWidget.messages,
  calculatorsPage,
);
