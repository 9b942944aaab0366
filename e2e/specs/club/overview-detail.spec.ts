import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { CLUB_PAGE } from '../../support/club';

test.describe('the club discount page: overview and detail', () => {
  test('takes the federal state filter from the URL into the club benefits list', async ({
    page,
  }) => {
    const listRequest = page.waitForRequest((request) =>
      request.url().includes('/cachableservlets/club/benefits.json'),
    );
    await page.goto(`${CLUB_PAGE}?federalStates=Tirol`);
    expect(
      new URL((await listRequest).url()).searchParams.getAll('federalState').join(','),
    ).toContain('Tirol');
    await expect(page.getByRole('heading', { level: 2, name: 'Alle Clubvorteile' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Mehr Details/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('opens a detail without reload and goes back to the same place with the focus on the item', async ({
    page,
  }) => {
    await page.goto(CLUB_PAGE);
    const details = page.getByRole('button', { name: /Mehr Details/ });
    await expect(details.nth(3)).toBeVisible();
    await details.nth(3).scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await details.nth(3).click();

    await expect(page).toHaveURL(/cd-id=cb-\d{4}/);
    const heading = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(
      page
        .getByRole('article')
        .getByText(/^(Gültig bis \d{2}\.\d{2}\.\d{4}|Unbegrenzt gültig)$/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('picture source')).toHaveAttribute(
      'srcset',
      /\/cachableservlets\/club\/media\?reductionId=cb-\d{4}&mediaId=cb-\d{4}-header-lg/,
    );
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).not.toHaveURL(/cd-id/);
    await expect(details.nth(3)).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(40);
    expect(loads, 'no page load between overview and detail').toEqual([]);
  });

  test('shows the map only after consent, through the button', async ({ page }) => {
    await page.goto(CLUB_PAGE);
    const href = await page
      .getByRole('link', { name: /Promocode, einmal einlösbar/ })
      .getAttribute('href');
    await page.goto(`${CLUB_PAGE.replace('/de/club.html', '')}${href}`);
    // The demo's one-time promo code benefit always has an address on a map (demo-discounts.ts).
    const load = page.getByRole('button', { name: 'Karte anzeigen' });
    await expect(load).toBeVisible();
    await expect(page.getByRole('region', { name: /^Karte: / })).toHaveCount(0);
    await load.click();
    await expect(page.getByRole('region', { name: /^Karte: / })).toBeVisible();
  });
});

test.describe('the club detail in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the key facts keep the edge of their panel', async ({ page }) => {
    await page.goto(CLUB_PAGE);
    await page
      .getByRole('button', { name: /Mehr Details/ })
      .first()
      .click();
    const validity = page.getByRole('article').getByRole('term').filter({ hasText: 'Gültigkeit' });
    await expect(validity).toBeVisible();
    // The panel is the box around the list of facts.
    await expectOutlinedInForcedColors(validity.locator('xpath=ancestor::dl/..'));
  });

  test('a benefit that is gone says so in a panel with an edge', async ({ page }) => {
    await page.goto(`${CLUB_PAGE}?cd-id=cb-9999`);
    await expectOutlinedInForcedColors(
      page.getByRole('alert').filter({ hasText: 'Diesen Vorteil gibt es nicht mehr.' }),
    );
  });
});
