import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { expect, test, type Page } from '../../support/test';
import { openContentPage } from './content-support';

const gallery = (page: Page) => page.getByRole('region', { name: 'Bilder vom Regionalfest 2026' });
const pictures = (page: Page) => gallery(page).getByRole('button', { name: /^Bild vergrößern/ });

test('load more up to the maximum: busy while fetching, uncached, button gone at 60', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  await page.route(/\/de\/content\/galerie\.\d+\.html$/, async (route) => {
    requests.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openContentPage(page);
  await expect(pictures(page)).toHaveCount(12);
  const more = gallery(page).getByRole('button', { name: 'Weitere Bilder laden' });
  for (let page2 = 2; page2 <= 5; page2 += 1) {
    await more.click();
    await expect(gallery(page).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(more).toBeDisabled();
    await expect(pictures(page)).toHaveCount(page2 * 12);
    await expect(gallery(page).getByRole('list')).toHaveAttribute('aria-busy', 'false');
  }
  await expect(more).toHaveCount(0);
  await expect(gallery(page).getByText('60 von 60 Bildern angezeigt')).toBeAttached();
  expect(requests).toEqual([2, 3, 4, 5].map((n) => `/de/content/galerie.${n}.html`));
  // The focus went to the first new picture.
  await expect(pictures(page).nth(48)).toBeFocused();
  await expectNoAxeViolations(page, '[data-widget="chrome/gallery"]');
});

test('the overlay loops, its info hides after 3 s idle, detail list fetched once', async ({
  page,
}) => {
  let detailRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/de/content/galerie-bilder.json')) detailRequests += 1;
  });
  await page.clock.install();
  await openContentPage(page);
  await pictures(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const info = dialog.getByText('Eröffnung am Hauptplatz (Bild 1)');
  await expect(info).toBeVisible();
  await dialog.getByRole('button', { name: 'Vorheriges Bild' }).click();
  await expect(dialog.getByText('Siegerehrung (Bild 60)')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(info).toBeVisible();
  const infoBox = info.locator('xpath=..');
  await expect(infoBox).not.toHaveAttribute('data-hidden');
  await page.clock.runFor(3_100);
  await expect(infoBox).toHaveAttribute('data-hidden', 'true');
  await page.mouse.move(300, 300);
  await expect(infoBox).not.toHaveAttribute('data-hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(pictures(page).first()).toBeFocused();
  await pictures(page).nth(3).click();
  await expect(page.getByRole('dialog').getByText('Vereinsstände (Bild 4)')).toBeVisible();
  expect(detailRequests).toBe(1);
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test("the overlay's picture information keeps an edge", async ({ page }) => {
    await openContentPage(page);
    await pictures(page).first().click();
    const title = page.getByRole('dialog').getByText('Eröffnung am Hauptplatz (Bild 1)');
    await expectOutlinedInForcedColors(title.locator('..'));
  });
});
