import { createWidgetRenderer } from '@ctb/test-support';
import { banksearchMessages } from '../../messages';

export type { RenderOptions } from '@ctb/test-support';

/** Banksearch widgets render on a private-customers page unless a test says otherwise. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(banksearchMessages, {
  pagePath: '/de/privatkunden',
});
