import { createWidgetRenderer } from '@ctb/test-support';
import { listMessages } from '../../messages';

export type { RenderOptions } from '@ctb/test-support';

/** Lists widgets render on a news page unless a test says otherwise. */
export const { installPageConfig, renderWidget } = createWidgetRenderer(listMessages, {
  pagePath: '/de/news',
});
