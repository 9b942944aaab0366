import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import { messages } from '../messages';

export type { RenderOptions } from '@ctb/test-support';

/** Calculators render on the calculators page, with the pension service configured. */
export const calculatorsPage: RenderOptions = {
  pagePath: '/de/rechner',
  settings: { pensionCalculator: { serviceUrl: '/api/calculators/pension' } },
};

/** Renders a part every calculator uses, with the calculators' common texts. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(messages, calculatorsPage);
