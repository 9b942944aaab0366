import type { Page } from '@playwright/test';

/**
 * How far the page can be scrolled sideways: 0 on a page that fits the screen. Content wider than
 * a phone makes it zoom the whole page out (WCAG 1.4.10, reflow).
 */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
