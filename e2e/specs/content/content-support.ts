import { expect, type Page } from '../../support/test';
import { siteUrl } from '../../support/urls';

/** The content widgets' demo page of the local platform. */
export const contentPage = (language = 'de', query = '') =>
  `${siteUrl}/${language}/content.html${query}`;

/** Opens the content page and waits until every widget on it has mounted. */
export async function openContentPage(page: Page, language = 'de', query = '') {
  await page.goto(contentPage(language, query));
  await expect(page.locator('main [data-widget-state="loading"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.locator('main [data-widget-state="error"]')).toHaveCount(0);
}
