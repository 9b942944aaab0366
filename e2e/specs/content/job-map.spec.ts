import { expectNoAxeViolations } from '../../support/axe';
import { drawnColours } from '../../support/forced-colors';
import { expect, test } from '../../support/test';
import { openContentPage } from './content-support';

test('job map: a state by keyboard opens its popover with title, positions, text and link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContentPage(page);
  const map = page.getByRole('group', { name: 'Karte von Österreich mit den neun Bundesländern' });
  await map.scrollIntoViewIfNeeded();
  const tirol = map.getByRole('button', { name: /^Tirol, \d+ offene Stellen$/ });
  await expect(tirol).toBeVisible();
  await expect(map.getByRole('button')).toHaveCount(9);
  await tirol.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Tirol' });
  await expect(popover).toBeVisible();
  await expect(popover).toHaveAttribute('id', /^ctb-popover-/);
  await expect(popover.getByText(/\d+ offene Stellen/)).toBeVisible();
  await expect(popover.getByText('Unsere Banken in Tirol suchen')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Alle offenen Stellen in Tirol' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-widget="chrome/job-map"], [id^="ctb-popover-"]');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(tirol).toBeFocused();
  // Space works as well, and the states are listed as links.
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Tirol' })).toBeVisible();
  await page.keyboard.press('Escape');
  const list = page.getByRole('navigation', { name: 'Jobs nach Bundesland' });
  await expect(list.getByRole('link')).toHaveCount(9);
  await expect(
    page.getByText('Grenzen: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0'),
  ).toBeVisible();
});

test.describe('job map in a dark Windows contrast theme', () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark' });

  test('the open state is drawn apart from the others and seen on the ground', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContentPage(page);
    const map = page.getByRole('group', {
      name: 'Karte von Österreich mit den neun Bundesländern',
    });
    const tirol = map.getByRole('button', { name: /^Tirol, / });
    await tirol.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Tirol' })).toBeVisible();
    const [open] = await drawnColours(tirol);
    const [closed] = await drawnColours(map.getByRole('button', { name: /^Wien, / }));
    expect(open?.contrast, 'the open state against the ground').toBeGreaterThanOrEqual(3);
    expect(open?.colour).not.toBe(closed?.colour);
  });
});
