import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { mainNavigation, openWithChrome, siteHeader } from '../../support/chrome';
import {
  expectOutlinedInForcedColors,
  expectStateSeenInForcedColors,
} from '../../support/forced-colors';

// The header and its navigation: three levels by mouse and by keyboard on desktop, the mobile
// menu on a phone, the header pinning on scroll, and the links without JavaScript.

test.describe('desktop navigation', () => {
  test('a visitor reaches a third-level page by mouse: the flyout opens on hover', async ({
    page,
  }) => {
    await openWithChrome(page, '/de/index.html');
    const nav = mainNavigation(page);
    const section = nav.getByRole('button', { name: 'Privatkunden' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await section.hover();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // Moving to another section closes the first flyout and opens the other.
    await nav.getByRole('button', { name: 'Firmenkunden' }).hover();
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Firmenkunden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nav.getByRole('link', { name: 'Leasing' }).click();
    await expect(page).toHaveURL(/\/de\/firmenkunden\/finanzierung\/leasing\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leasing' })).toBeVisible();
    // The current page and its sections are marked.
    await openWithChrome(page, '/de/firmenkunden/finanzierung/leasing.html');
    await expect(nav.getByRole('button', { name: 'Firmenkunden' })).toHaveAttribute(
      'data-current',
      'true',
    );
    await nav.getByRole('button', { name: 'Firmenkunden' }).click();
    await expect(nav.getByRole('link', { name: 'Leasing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a visitor reaches a third-level page by keyboard; Escape returns to the opener', async ({
    page,
  }) => {
    await openWithChrome(page, '/de/index.html');
    const nav = mainNavigation(page);
    const section = nav.getByRole('button', { name: 'Über uns' });
    await section.focus();
    await page.keyboard.press('Enter');
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Alles zu Über uns' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(section).toBeFocused();

    await page.keyboard.press('Space');
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const target = nav.getByRole('link', { name: 'Nachhaltigkeit' });
    for (
      let step = 0;
      step < 12 && !(await target.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/ueber-uns\/unternehmen\/nachhaltigkeit\.html$/);
  });

  test('the header hides while scrolling down and comes back scrolling up, without moving the page', async ({
    page,
  }) => {
    await openWithChrome(page, '/de/lists.html');
    const header = siteHeader(page);
    await expect(header).toHaveAttribute('data-pinned', 'true');
    const mainTop = await page.locator('main').evaluate((main) => (main as HTMLElement).offsetTop);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute('data-pinned', 'false');
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-pinned', 'true');
    expect(await page.locator('main').evaluate((main) => (main as HTMLElement).offsetTop)).toBe(
      mainTop,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the mobile menu shows one level at a time, keeps the focus and gives it back', async ({
    page,
  }) => {
    await openWithChrome(page, '/de/index.html');
    const menuButton = siteHeader(page).getByRole('button', { name: 'Menü' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await expectNoAxeViolations(page, '[role="dialog"]');

    await menu.getByRole('button', { name: 'Privatkunden' }).click();
    await expect(menu.getByRole('heading', { name: 'Privatkunden' })).toBeFocused();
    await menu.getByRole('button', { name: 'Sparen & Anlegen' }).click();
    await expect(menu.getByRole('heading', { name: 'Sparen & Anlegen' })).toBeVisible();
    await menu.getByRole('button', { name: 'Zurück zu Privatkunden' }).click();
    await expect(menu.getByRole('heading', { name: 'Privatkunden' })).toBeVisible();
    await menu.getByRole('button', { name: 'Finanzieren' }).click();

    // Tab stays inside the open menu.
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );

    await menuButton.click();
    await page
      .getByRole('dialog', { name: 'Menü' })
      .getByRole('button', { name: 'Karriere' })
      .click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Jobs' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Lehre' }).click();
    await expect(page).toHaveURL(/\/de\/karriere\/jobs\/lehre\.html$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every level-1 section and its pages are reachable by links', async ({ page }) => {
    await page.goto('/de/index.html');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Privatkunden' }).click();
    await expect(page).toHaveURL(/\/de\/privatkunden\.html$/);
    await page.getByRole('main').getByRole('link', { name: 'Finanzieren', exact: true }).click();
    await page.getByRole('main').getByRole('link', { name: 'Wohnkredit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wohnkredit' })).toBeVisible();
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });
  const leasing = '/de/firmenkunden/finanzierung/leasing.html';

  test('the section of the current page keeps its bar in the navigation', async ({ page }) => {
    await openWithChrome(page, leasing);
    const nav = mainNavigation(page);
    await expectStateSeenInForcedColors(
      nav.getByRole('button', { name: 'Firmenkunden' }),
      nav.getByRole('button', { name: 'Privatkunden' }),
    );
  });

  test('the mobile menu marks the current section and language, and its panel keeps an edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 760 });
    await openWithChrome(page, leasing);
    await siteHeader(page).getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expectOutlinedInForcedColors(menu);
    await expectStateSeenInForcedColors(
      menu.getByRole('button', { name: 'Firmenkunden' }),
      menu.getByRole('button', { name: 'Privatkunden' }),
    );
    await expectStateSeenInForcedColors(
      menu.getByRole('link', { name: 'Deutsch' }),
      menu.getByRole('link', { name: 'English' }),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the CMS's navigation marks the section of the current page alike", async ({ page }) => {
      await page.goto(leasing);
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await expectStateSeenInForcedColors(
        nav.getByRole('link', { name: 'Firmenkunden', exact: true }),
        nav.getByRole('link', { name: 'Privatkunden', exact: true }),
      );
    });
  });
});
