import type { RenderOptions } from '@ctb/test-support';

/** Lists widgets render on a news page unless a test says otherwise. */
export const listsPage: RenderOptions = { pagePath: '/de/news' };
