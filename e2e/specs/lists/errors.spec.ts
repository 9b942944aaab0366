import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { collectConsole } from '../../support/console';
import {
  automatedList,
  axeScope,
  expectListsMounted,
  expectLoaded,
  expectResultCount,
  injectFailureAt,
  LIST_SERVICES,
  listTexts,
  openListsPage,
} from '../../support/lists';
import { isLocalPlatform } from '../../support/urls';

test.describe('lists when a service fails on /de/lists.html', () => {
  test.skip(!isLocalPlatform, 'needs the local platform failure injection');

  for (const failure of ['500', 'malformed'] as const) {
    test(`a list whose first page fails (${failure}) stops loading, logs, claims nothing, and the rest of the page works`, async ({
      page,
    }) => {
      const console = collectConsole(page);
      await injectFailureAt(page, LIST_SERVICES.faq, failure);
      await openListsPage(page);
      const faq = automatedList(page, 'faq');
      await expectLoaded(faq);
      await expect(faq.status).toHaveText('');
      await expect(faq.status).not.toHaveText(listTexts.loading);
      await expect(faq.items).toHaveCount(0);
      await expect(faq.more).toHaveCount(0);
      await expect
        .poll(() => console.errors.filter((error) => error.includes('lists/automated-list')))
        .toEqual([expect.stringContaining('the faq list could not be loaded')]);

      // The other lists and widgets are untouched.
      await expectResultCount(automatedList(page, 'news'), 160);
      await expectResultCount(automatedList(page, 'pages'), 60);
      await expect(page.locator('[data-widget][data-widget-state="error"]')).toHaveCount(0);
      await expectNoAxeViolations(page, axeScope('faq'));
    });
  }

  test('a failing further page ends loading, keeps what was loaded and can be tried again', async ({
    page,
  }) => {
    const console = collectConsole(page);
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    await injectFailureAt(page, LIST_SERVICES.faq, '500', 1);
    await faq.more.click();
    await expectLoaded(faq);
    await expect(faq.region.getByText(listTexts.loading)).toHaveCount(0);
    await expect(faq.items).toHaveCount(8);
    await expect
      .poll(() =>
        console.errors.some((error) => error.includes('the faq list could not be loaded')),
      )
      .toBe(true);

    // The visitor is told and the button asks for the same page again.
    await expect(faq.status).toHaveText(listTexts.moreFailed);
    await expect(faq.region.getByText(listTexts.moreFailed)).toHaveCount(2);
    await faq.more.click();
    await expect(faq.items).toHaveCount(16);
    await expectResultCount(faq, 60);
    await expect(faq.region.getByText(listTexts.moreFailed)).toHaveCount(0);
  });

  test('a slow list says it is loading, then shows its results', async ({ page }) => {
    await injectFailureAt(page, LIST_SERVICES.pages, 'slow:1500', 1);
    await page.goto('/de/lists.html');
    const pages = automatedList(page, 'pages');
    await expect(pages.status).toHaveText(listTexts.loading);
    // Only the results are busy: a busy ancestor could hold back the status's announcements.
    await expect(pages.results).toHaveAttribute('aria-busy', 'true');
    await expect(pages.region).not.toHaveAttribute('aria-busy');
    await expectResultCount(pages, 60);
    await expectListsMounted(page);
  });

  test('Content+ hides itself and logs when its content cannot be loaded', async ({ page }) => {
    const console = collectConsole(page);
    await injectFailureAt(page, '/de/fragments/content-plus-account-switch.html', '500');
    await openListsPage(page);
    const toggle = page.getByRole('button', { name: 'Mehr zum Kontowechselservice' });
    await toggle.click();
    await expect(toggle).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Kontowechsel leicht gemacht' })).toHaveCount(0);
    await expect
      .poll(() => console.errors.filter((error) => error.includes('lists/content-plus')))
      .toHaveLength(1);
    await expectResultCount(automatedList(page, 'news'), 160);
  });

  test('Content+ loads its text once, then only toggles', async ({ page }) => {
    await openListsPage(page);
    let loads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/fragments/content-plus-account-switch.html')) loads += 1;
    });
    const toggle = page.getByRole('button', { name: 'Mehr zum Kontowechselservice' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const content = page.getByRole('region', { name: 'Mehr zum Kontowechselservice' });
    await expect(content.getByRole('list')).toBeVisible();
    await toggle.click();
    await expect(content).toBeHidden();
    await toggle.click();
    await expect(content.getByRole('list')).toBeVisible();
    expect(loads).toBe(1);
    await expectNoAxeViolations(page, '[data-widget="lists/content-plus"]');
  });
});
