import { expectNoAxeViolations } from '../../support/axe';
import { expectStateSeenInForcedColors } from '../../support/forced-colors';
import { sidewaysScroll } from '../../support/layout';
import { expect, test } from '../../support/test';
import { contentPage, openContentPage } from './content-support';

const TABS = 'Häufige Fragen zum Konto';

test('tabs on a wide layout, by keyboard (APG: arrows, Home, End), the open tab in the hash', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContentPage(page);
  const tablist = page.getByRole('tablist', { name: TABS });
  const first = tablist.getByRole('tab', { name: 'Konto eröffnen' });
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = tablist.getByRole('tab', { name: 'Karte sperren' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Karte sperren' })).toContainText('Sperrhotline');
  await expect(page).toHaveURL(/#karte-sperren$/);
  await page.keyboard.press('End');
  await expect(tablist.getByRole('tab', { name: 'Entgelte' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Konto eröffnen' })).toBeFocused();
  await expectNoAxeViolations(page, '[data-widget="chrome/tab-accordion"]');
});

test('an accordion on a phone, by keyboard: Enter opens and closes an item', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openContentPage(page);
  const block = page.locator('[data-widget="chrome/tab-accordion"]');
  await expect(block.getByRole('tablist')).toHaveCount(0);
  // The titles it measures for the tabs stay inside its box: the page does not scroll sideways.
  expect(await sidewaysScroll(page)).toBe(0);
  const transfers = block.getByRole('button', { name: 'Überweisungen' });
  await transfers.scrollIntoViewIfNeeded();
  await expect(transfers).toHaveAttribute('aria-expanded', 'false');
  await transfers.focus();
  await page.keyboard.press('Enter');
  await expect(transfers).toHaveAttribute('aria-expanded', 'true');
  await expect(block.getByRole('region', { name: 'Überweisungen' })).toContainText(
    'Echtzeitüberweisungen',
  );
  await expect(page).toHaveURL(/#ueberweisung$/);
  await page.keyboard.press('Enter');
  await expect(transfers).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, '[data-widget="chrome/tab-accordion"]');
});

for (const [width, role] of [
  [1280, 'tab'],
  [375, 'button'],
] as const) {
  test(`a link with #entgelte opens that item and scrolls it 80 px below the top (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(contentPage('de', '#entgelte'));
    const block = page.locator('[data-widget="chrome/tab-accordion"]');
    await expect(block).toHaveAttribute('data-widget-state', 'mounted', { timeout: 20_000 });
    const item = block.getByRole(role, { name: 'Entgelte' });
    await expect(item).toHaveAttribute(role === 'tab' ? 'aria-selected' : 'aria-expanded', 'true');
    await expect(block.getByText('Alle Entgelte finden Sie im Preisblatt')).toBeVisible();
    // Widgets above may still settle: the item ends up 80 px below the top.
    await expect
      .poll(async () => Math.round((await item.boundingBox())?.y ?? -1), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(60);
    await expect
      .poll(async () => Math.round((await item.boundingBox())?.y ?? -1), { timeout: 10_000 })
      .toBeLessThanOrEqual(200);
  });
}

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the open tab still stands out from the others', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContentPage(page);
    const tablist = page.getByRole('tablist', { name: TABS });
    await expect(tablist.getByRole('tab', { name: 'Konto eröffnen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectStateSeenInForcedColors(
      tablist.getByRole('tab', { name: 'Konto eröffnen' }),
      tablist.getByRole('tab', { name: 'Karte sperren' }),
    );
  });
});
