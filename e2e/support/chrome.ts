import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Fails when a control looks the same, pixel for pixel, before and after `change` puts it in its
 * other state: for a control drawn with `appearance: none`, whose state forced colours can hide in
 * a part its computed style still describes (a switch's knob moved, but painted in the colour of
 * its track).
 */
export async function expectRedrawnBy(change: () => Promise<void>, control: Locator) {
  const page = control.page();
  const look = async () => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return control.screenshot({ animations: 'disabled' });
  };
  const before = await look();
  await change();
  expect((await look()).equals(before), 'the control looks the same in either state').toBe(false);
}
