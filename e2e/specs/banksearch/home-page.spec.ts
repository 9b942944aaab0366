import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  bankSearchOverlay,
  bankTeaser,
  branchSearchParts,
  expectSameDocument,
  grantMapsConsent,
  injectBranchFailure,
  locationSearchParts,
  markDocument,
  openHomePage,
} from '../../support/banksearch';
import { collectConsole } from '../../support/console';
import { isLocalPlatform } from '../../support/urls';

// Journeys on the start page (/de/index.html): its bank teaser holds the location search
// ("Ihre Bank in der Nähe"), which opens the bank search overlay. Searching by place, storing a
// branch there and deleting it, another tab following, failures, maps consent and the device
// location.

const ZIRL = 'Tiroler Regionalbank Zirl';
const GRAZ = { latitude: 47.0707, longitude: 15.4395 };
const LOCATION_ERROR = 'Es ist nicht möglich Ihren Standort zu ermitteln.';
const SEARCH_ERROR = 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';

const teaserHeadline = (page: Page) => bankTeaser(page).getByRole('heading', { level: 2 });

/** The teaser once Zirl is stored: greeting, the stored branch and the way to its bank. */
async function expectZirlInTeaser(page: Page) {
  await expect(teaserHeadline(page)).toHaveText(`Ihre Bank: ${ZIRL}`);
  await expect(bankTeaser(page).getByText(`Ihre Filiale: ${ZIRL}`)).toBeVisible();
  await expect(bankTeaser(page).getByRole('link', { name: 'Zu meiner Bank' })).toHaveAttribute(
    'href',
    /\/banken\/tirol/,
  );
  await expect(locationSearchParts(bankTeaser(page)).form).toHaveCount(0);
}

/** The teaser without a stored branch: the invitation and the location search. */
async function expectSearchInTeaser(page: Page) {
  await expect(teaserHeadline(page)).toHaveText('Ihre Bank in der Nähe');
  await expect(locationSearchParts(bankTeaser(page)).box).toBeVisible();
  await expect(bankTeaser(page).getByText(/^Ihre Filiale:/)).toHaveCount(0);
  await expect(
    bankTeaser(page).getByRole('button', { name: 'Informationen zu Ihrer Bank' }),
  ).toHaveCount(0);
}

/** Searches Zirl by its name in the overlay, opens its detail and stores it. */
async function storeZirlInOverlay(page: Page) {
  const overlay = bankSearchOverlay(page);
  const search = branchSearchParts(overlay);
  await search.sidebar.getByRole('button', { name: `Details zu ${ZIRL}` }).click();
  await overlay.getByRole('button', { name: 'Als meine Filiale speichern' }).click();
  await expect(overlay).toHaveCount(0);
}

/** Deletes the stored branch through the teaser's info popover. */
async function deleteInTeaser(page: Page) {
  await bankTeaser(page).getByRole('button', { name: 'Informationen zu Ihrer Bank' }).click();
  const popover = page.getByRole('dialog', { name: 'Ihre Bank' });
  await expect(popover).toContainText(ZIRL);
  await popover.getByRole('button', { name: 'Zuordnung löschen' }).click();
  await expect(popover).toHaveCount(0);
}

test.describe('the start page with maps consent', () => {
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  test('a place from the predictions opens the bank search there; the branch stored there shows in the teaser without reload, and deleting it brings the search back', async ({
    page,
  }) => {
    const logged = collectConsole(page);
    await openHomePage(page);
    await expectSearchInTeaser(page);
    await markDocument(page);
    const location = locationSearchParts(bankTeaser(page));

    await location.box.pressSequentially('Zir');
    await expect(location.predictions.first()).toHaveText('Zirl, Österreich');
    await expect(location.box).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');
    await bankTeaser(page).getByRole('option', { name: 'Zirl, Österreich' }).click();

    const overlay = bankSearchOverlay(page);
    await expect(overlay).toBeVisible();
    const search = branchSearchParts(overlay);
    await expect(search.searchBox).toHaveValue('Zirl, Österreich');
    await expect(search.map).toBeVisible();
    await expect(search.loadMap).toHaveCount(0);
    await expect(search.results.first()).toHaveText(ZIRL);
    await expectNoAxeViolations(page, '.ctb-layer');
    await storeZirlInOverlay(page);

    await expectZirlInTeaser(page);
    await expectSameDocument(page);
    // The search box made way for the stored branch: the focus stays in the teaser.
    expect(
      await bankTeaser(page).evaluate((teaser) => teaser.contains(document.activeElement)),
    ).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('ctb.usersBranch'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: ZIRL });
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');

    await deleteInTeaser(page);
    await expectSearchInTeaser(page);
    await expect(teaserHeadline(page)).toBeFocused();
    await expectSameDocument(page);
    expect(await page.evaluate(() => localStorage.getItem('ctb.usersBranch'))).toBeNull();
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');
    expect(logged.errors).toEqual([]);
  });

  test('a second tab follows a branch stored and deleted here, without reload', async ({
    context,
  }) => {
    const here = await context.newPage();
    const there = await context.newPage();
    await openHomePage(there);
    await openHomePage(here);
    await markDocument(there);

    const location = locationSearchParts(bankTeaser(here));
    await location.box.fill('Zirl');
    await location.box.press('Escape');
    await location.submit.click();
    await expect(branchSearchParts(bankSearchOverlay(here)).searchBox).toHaveValue('Zirl');
    await storeZirlInOverlay(here);
    await expectZirlInTeaser(here);

    await expectZirlInTeaser(there);
    await expectSameDocument(there);

    await deleteInTeaser(here);
    await expectSearchInTeaser(there);
    await expectSameDocument(there);
    await there.bringToFront();
    await expectNoAxeViolations(there, '[data-widget="banksearch/bank-teaser"]');
  });

  test.describe('with the platform failing on purpose', () => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');

    test('a failed branch search shows the branch search error in the overlay', async ({
      page,
    }) => {
      await injectBranchFailure(page, '/api/branches/search');
      await openHomePage(page);
      const location = locationSearchParts(bankTeaser(page));
      await location.box.fill('Graz');
      await location.box.press('Escape');
      await location.submit.click();
      const search = branchSearchParts(bankSearchOverlay(page));
      await expect(search.alert).toHaveText(SEARCH_ERROR);
      await expect(search.results).toHaveCount(0);
      await expectNoAxeViolations(page, '.ctb-layer');
    });
  });

  test('without the place index there are no predictions and the overlay says the search failed', async ({
    page,
  }) => {
    let indexRequests = 0;
    await page.route('**/maps-stand-in/places.json', (route) => {
      indexRequests += 1;
      return route.abort();
    });
    await openHomePage(page);
    const location = locationSearchParts(bankTeaser(page));
    await location.box.pressSequentially('Graz');
    // The predictions were asked for and failed: the box stays a plain text box.
    await expect.poll(() => indexRequests).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(location.predictions).toHaveCount(0);
    await expect(location.box).toHaveAttribute('aria-expanded', 'false');
    await location.box.press('Enter');
    const search = branchSearchParts(bankSearchOverlay(page));
    await expect(search.searchBox).toHaveValue('Graz');
    await expect(search.alert).toHaveText(SEARCH_ERROR);
    await expectNoAxeViolations(page, '.ctb-layer');
  });

  test.describe('device location granted', () => {
    test.use({ geolocation: GRAZ, permissions: ['geolocation'] });

    test('"Mein Standort" opens the bank search at the device location', async ({ page }) => {
      await openHomePage(page);
      await locationSearchParts(bankTeaser(page)).geolocate.click();
      const overlay = bankSearchOverlay(page);
      const search = branchSearchParts(overlay);
      await expect(search.searchBox).toHaveValue(/Graz/);
      await expect(search.count).toBeVisible();
      await expect(search.results.first()).toContainText('Graz');
      await expect(bankTeaser(page).getByText(LOCATION_ERROR)).toHaveCount(0);
      await expectNoAxeViolations(page, '.ctb-layer');
    });
  });

  test('device location denied shows LOCATIONSEARCH_ERROR at the button', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await openHomePage(page);
    const location = locationSearchParts(bankTeaser(page));
    await location.geolocate.click();
    await expect(bankTeaser(page).getByRole('alert')).toHaveText(LOCATION_ERROR);
    await expect(location.geolocate).toHaveAccessibleDescription(LOCATION_ERROR);
    await expect(bankSearchOverlay(page)).toHaveCount(0);
    // Typing again takes the message away; the box still searches.
    await location.box.pressSequentially('Graz');
    await expect(bankTeaser(page).getByText(LOCATION_ERROR)).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');
  });
});

test.describe('the start page without maps consent', () => {
  test('the overlay finds branches by text in its list and explains the map until it is loaded', async ({
    page,
  }) => {
    // Nothing of the maps service loads before the visitor allows it.
    const mapsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/maps-stand-in/')) mapsRequests.push(request.url());
    });
    await openHomePage(page);
    const location = locationSearchParts(bankTeaser(page));
    // The device location is the browser's own API: offered without maps consent too.
    await expect(location.geolocate).toBeVisible();
    await location.box.pressSequentially('Graz');
    await page.waitForTimeout(600);
    await expect(location.predictions).toHaveCount(0);
    await location.box.press('Enter');

    const overlay = bankSearchOverlay(page);
    const search = branchSearchParts(overlay);
    await expect(search.searchBox).toHaveValue('Graz');
    await expect(search.count).toBeVisible();
    // Every word in name, town, postal code or street: Graz itself and the "Grazer Straße"s.
    const items = search.sidebar
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Details zu / }) });
    await expect(items.first()).toBeVisible();
    for (const text of await items.allInnerTexts()) expect(text).toContain('Graz');
    await expect(overlay.getByText('Karte von Google Maps')).toBeVisible();
    await expect(overlay.getByText(/an Google übertragen/)).toBeVisible();
    await expect(search.map).toHaveCount(0);
    await expectNoAxeViolations(page, '.ctb-layer');
    expect(mapsRequests).toEqual([]);

    await search.loadMap.click();
    await expect(search.map).toBeVisible();
    await expect(search.loadMap).toHaveCount(0);
    await overlay.getByRole('button', { name: 'Schließen' }).click();
    await expect(overlay).toHaveCount(0);
    // The consent holds for the whole page: the teaser's box now offers predictions.
    await location.box.fill('');
    await location.box.pressSequentially('Gra');
    await expect(location.predictions.first()).toBeVisible();
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');
  });
});
