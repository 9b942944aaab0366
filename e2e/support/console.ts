import type { Page } from '@playwright/test';

/** Collects console errors and warnings of a page, so a test can assert exactly what was logged. */
export function collectConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { errors, warnings };
}
