import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { drawnColours, expectOutlinedInForcedColors } from '../../support/forced-colors';
import {
  bankSearchOverlay,
  branchSearchParts,
  branchSearchWidget,
  grantMapsConsent,
  injectBranchFailure,
  openBanksearchPage,
  resultCount,
} from '../../support/banksearch';
import { isLocalPlatform } from '../../support/urls';

// Journeys through the branch search: on the banksearch page (map and sidebar) and in the bank
// search overlay that the location search opens.

test.describe('branch search without consent to maps', () => {
  test('explains the map, finds branches by text in the list, and loads the map on request', async ({
    page,
  }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await expect(branchSearchWidget(page).getByText(/an Google übertragen/)).toBeVisible();
    await expect(search.map).toHaveCount(0);

    await search.searchBox.fill('Graz');
    await search.submit.click();
    await expect(search.count).toBeVisible();
    expect(await resultCount(search)).toBeGreaterThan(0);
    // Every word in name, town, postal code or street: Graz itself and the "Grazer Straße"s.
    await expect(search.sidebar.locator('[data-branch-id]').first()).toContainText('Graz');
    await expectNoAxeViolations(page);

    await search.loadMap.click();
    await expect(search.map).toBeVisible();
    await expect(search.loadMap).toHaveCount(0);
    // The map searches what it shows: pins named by their branch.
    const firstName = (await search.results.first().textContent()) ?? '';
    await expect(
      branchSearchWidget(page).getByRole('button', { name: firstName, exact: true }),
    ).toHaveCount(1);
  });

  test('a text nobody knows shows the no-entries message with the query', async ({ page }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await search.searchBox.fill('Atlantis');
    await search.submit.click();
    await expect(search.alert).toContainText('Für „Atlantis“ wurden keine Filialen gefunden.');
    await expect(search.alert).toContainText('Bitte prüfen Sie die Schreibweise');
  });
});

test.describe('branch search with the map', () => {
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  test('Graz: pins and list, a branch in detail and back', async ({ page }) => {
    await openBanksearchPage(page);
    const widget = branchSearchWidget(page);
    const search = branchSearchParts(widget);
    await expect(search.map).toBeVisible();
    await expect(search.count).toBeVisible();

    await search.searchBox.fill('Graz');
    await search.searchBox.press('Escape');
    await search.submit.click();
    await expect(search.results.first()).toContainText('Graz');
    const count = await resultCount(search);
    expect(count).toBeGreaterThan(0);
    await expect(search.results).toHaveCount(Math.min(count, 10));
    const name = (await search.results.first().textContent()) ?? '';
    await expect(widget.getByRole('button', { name, exact: true })).toBeVisible();

    // The widget title is h2, its results heading h3, so the branch name in detail is h4.
    await search.results.first().click();
    await expect(search.sidebar.getByRole('heading', { name, level: 4 })).toBeFocused();
    await expect(search.sidebar.getByRole('link', { name: /Route planen/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await search.back.click();
    await expect(
      search.sidebar.getByRole('button', { name: `Details zu ${name}`, exact: true }),
    ).toBeFocused();

    // A pin opens the same detail.
    await widget.getByRole('button', { name, exact: true }).click();
    await expect(search.sidebar.getByRole('heading', { name, level: 4 })).toBeVisible();
  });

  test('below zoom 6 the map does not search: results and pins are cleared', async ({ page }) => {
    await openBanksearchPage(page);
    const widget = branchSearchWidget(page);
    const search = branchSearchParts(widget);
    await expect(search.results).toHaveCount(10);
    await widget.getByRole('button', { name: 'Verkleinern' }).click();
    await expect(
      search.sidebar.getByText(
        'Vergrößern Sie die Karte, um die Filialen in diesem Bereich zu sehen.',
      ),
    ).toBeVisible();
    await expect(search.results).toHaveCount(0);
    await expect(widget.locator('.ctb-maps-marker')).toHaveCount(0);
    await widget.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(search.results).toHaveCount(10);
  });

  test('the list grows by 10 when scrolled to its end', async ({ page }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await expect(search.results).toHaveCount(10);
    expect(await resultCount(search)).toBeGreaterThan(100);
    await search.scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(search.results).toHaveCount(20);
    await search.scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(search.results).toHaveCount(30);
  });

  test('redirect: the detail card goes to the branch page', async ({ page }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await search.results.first().click();
    await search.sidebar.getByRole('button', { name: 'Zur Filialseite' }).click();
    await expect(page).toHaveURL(/\/banken\/[a-z-]+\/filialen\/[^/]+\.html/);
    const stored = await page.evaluate(() => localStorage.getItem('ctb.usersBranch'));
    expect(stored).toBeNull();
  });

  test.describe('with the platform failing on purpose', () => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');

    test('a failed search shows the branch search error', async ({ page }) => {
      await injectBranchFailure(page, '/api/branches/search');
      await openBanksearchPage(page);
      const search = branchSearchParts(branchSearchWidget(page));
      await expect(search.alert).toHaveText(
        'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      );
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('the bank search overlay', () => {
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  const locationSearch = (page: import('@playwright/test').Page) =>
    page.locator('[data-widget="banksearch/location-search"]').first();

  test('opens from the location search, stores the chosen branch and closes', async ({ page }) => {
    await openBanksearchPage(page);
    const box = locationSearch(page).getByRole('combobox', {
      name: 'Ort, Postleitzahl oder Adresse',
    });
    await box.fill('Graz');
    await box.press('Escape');
    await locationSearch(page).getByRole('button', { name: 'Suchen' }).click();

    const overlay = bankSearchOverlay(page);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('aria-modal', 'true');
    const search = branchSearchParts(overlay);
    await expect(search.results.first()).toContainText('Graz');
    await expectNoAxeViolations(page, '.ctb-layer');
    const name = (await search.results.first().textContent()) ?? '';
    await search.results.first().click();
    await overlay.getByRole('button', { name: 'Als meine Filiale speichern' }).click();

    await expect(overlay).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('ctb.usersBranch'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ name });
    // The search box made way for the stored branch: focus is on what the widget shows now.
    expect(
      await locationSearch(page).evaluate((widget) => widget.contains(document.activeElement)),
    ).toBe(true);
  });

  test('keyboard: focus stays inside, Escape closes and focus returns', async ({ page }) => {
    await openBanksearchPage(page);
    const box = locationSearch(page).getByRole('combobox', {
      name: 'Ort, Postleitzahl oder Adresse',
    });
    await box.fill('Linz');
    await box.press('Escape');
    await box.press('Enter');
    const overlay = bankSearchOverlay(page);
    await expect(overlay.getByRole('heading', { name: 'Filiale finden' })).toBeFocused();
    await expect(branchSearchParts(overlay).count).toBeVisible();

    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await overlay.getByRole('button', { name: 'Schließen' }).focus();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(box).toBeFocused();
  });
});

test.describe('branch search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  test('the sidebar is a sheet with three drag states: a swipe beyond 40 px moves one state', async ({
    page,
  }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await expect(search.sidebar).toHaveAttribute('data-state', '1');
    await expect(search.count).toBeVisible();
    const handle = search.sidebar.getByRole('button', {
      name: /^Ergebnisliste (vergrößern|verkleinern)$/,
    });
    const swipe = async (from: number, to: number) => {
      await handle.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: 180, clientY: from }],
      });
      await handle.dispatchEvent('touchend', {
        changedTouches: [{ identifier: 1, clientX: 180, clientY: to }],
      });
    };

    await swipe(500, 470);
    await expect(search.sidebar).toHaveAttribute('data-state', '1');
    // The states carry SPEC's class names on the production page, too.
    await expect(search.sidebar).toHaveClass(/(^|\s)expanded-40(\s|$)/);
    await swipe(500, 450);
    await expect(search.sidebar).toHaveAttribute('data-state', '2');
    await expect(search.sidebar).toHaveClass(/(^|\s)expanded-80(\s|$)/);
    await swipe(300, 400);
    await expect(search.sidebar).toHaveAttribute('data-state', '1');
    await swipe(300, 400);
    await expect(search.sidebar).toHaveAttribute('data-state', '0');
    await expect(search.sidebar).not.toHaveClass(/expanded-(40|80)/);
    await search.sidebar.getByRole('button', { name: 'Ergebnisliste vergrößern' }).click();
    await expect(search.sidebar).toHaveAttribute('data-state', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('without consent, the card that offers the map and the buttons keep their edges', async ({
    page,
  }) => {
    await openBanksearchPage(page);
    const search = branchSearchParts(branchSearchWidget(page));
    await expectOutlinedInForcedColors(search.submit);
    await expectOutlinedInForcedColors(search.loadMap);
    await expectOutlinedInForcedColors(search.loadMap.locator('xpath=..'));
  });

  test.describe('with a dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test("the card's map pin is drawn in the theme's colours", async ({ page }) => {
      await openBanksearchPage(page);
      const card = branchSearchParts(branchSearchWidget(page)).loadMap.locator('xpath=..');
      const [pin] = await drawnColours(card.locator('svg path'));
      expect(pin?.contrast, 'the pin against the ground').toBeGreaterThanOrEqual(3);
    });
  });

  test.describe('with the map', () => {
    test.beforeEach(async ({ context }) => grantMapsConsent(context));

    test("a branch's call to action keeps the edge of a button", async ({ page }) => {
      await openBanksearchPage(page);
      const search = branchSearchParts(branchSearchWidget(page));
      await search.results.first().click();
      await expectOutlinedInForcedColors(
        search.sidebar.getByRole('button', { name: 'Zur Filialseite' }),
      );
    });

    test('the overlay on a desktop keeps its edge', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openBanksearchPage(page);
      const locationSearch = page.locator('[data-widget="banksearch/location-search"]').first();
      await locationSearch
        .getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' })
        .fill('Graz');
      await locationSearch.getByRole('button', { name: 'Suchen' }).click();
      await expect(bankSearchOverlay(page)).toBeVisible();
      await expectOutlinedInForcedColors(bankSearchOverlay(page));
    });

    test('on a phone the sheet keeps its edge over the map', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openBanksearchPage(page);
      const search = branchSearchParts(branchSearchWidget(page));
      await expect(search.sidebar).toHaveAttribute('data-state', '1');
      await expectOutlinedInForcedColors(search.sidebar);
    });
  });
});
