import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { expect, test } from '../../support/test';
import { openContentPage } from './content-support';

for (const width of [1280, 375]) {
  test(`every content widget mounts and axe finds nothing at ${width} px`, async ({ page }) => {
    // A scan of the whole page's content takes a while on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await openContentPage(page);
    await expectNoAxeViolations(page, 'main');
  });
}

test('the table scrolls in a labelled, focusable region on a phone; headers from the markup', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openContentPage(page);
  const region = page.getByRole('region', { name: 'Entgelte für Überweisungen' });
  await region.scrollIntoViewIfNeeded();
  await region.focus();
  await expect(region).toBeFocused();
  const table = region.getByRole('table', { name: 'Entgelte für Überweisungen' });
  await expect(table.getByRole('columnheader', { name: 'Am Schalter' })).toBeAttached();
  await expect(table.getByRole('rowheader', { name: 'Eilüberweisung' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('the contact teaser opens the contact form in the forms overlay', async ({ page }) => {
  await openContentPage(page);
  await page.getByRole('link', { name: 'Kontakt aufnehmen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/de\/content\.html/);
});

test('the start page shows the stage slider and a recommendation carousel', async ({ page }) => {
  await page.goto('/de/index.html');
  await expect(page.locator('[data-widget="chrome/stage-slider"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('region', { name: 'Aktuelle Angebote' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Das könnte Sie auch interessieren' }),
  ).toBeAttached();
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test("the CMS's app store links and the teasers drawn by a fill keep an edge", async ({
    page,
  }) => {
    await openContentPage(page);
    await expectOutlinedInForcedColors(page.getByRole('link', { name: 'Laden im App Store' }));
    await expectOutlinedInForcedColors(
      page
        .getByRole('region')
        .filter({ has: page.getByRole('link', { name: 'Kontakt aufnehmen' }) }),
    );
  });
});
