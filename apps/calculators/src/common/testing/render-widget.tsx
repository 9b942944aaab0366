import { createWidgetRenderer } from '@ctb/test-support';
import { calculatorMessages } from '../../messages';

export type { RenderOptions } from '@ctb/test-support';

/** Calculators render on the calculators page, with the pension service configured. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(calculatorMessages, {
  pagePath: '/de/rechner',
  settings: { pensionCalculator: { serviceUrl: '/api/calculators/pension' } },
});
