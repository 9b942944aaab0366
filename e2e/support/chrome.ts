import { expect, type Page } from '@playwright/test';

/** The site header (the CMS's, enhanced by the chrome app). */
export const siteHeader = (page: Page) => page.locator('header#site-header');

/** The main navigation landmark (desktop). */
export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' });

/** Opens a page and waits until every chrome widget on it has mounted. */
export async function openWithChrome(page: Page, path: string) {
  await page.goto(path);
  const chrome = page.locator('[data-widget^="chrome/"]');
  await expect(chrome.first()).toBeAttached();
  for (const widget of await chrome.all()) {
    await expect(widget).toHaveAttribute('data-widget-state', 'mounted');
  }
}

/** The cookie banner's first layer (a non-modal dialog). */
export const cookieBanner = (page: Page) =>
  page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });

/** The cookie settings layer (a modal dialog). */
export const cookieSettings = (page: Page) =>
  page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
