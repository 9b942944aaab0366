import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  branchSearchParts,
  branchSearchWidget,
  grantMapsConsent,
  openBanksearchPage,
  resultCount,
} from '../../support/banksearch';
import { isLocalPlatform } from '../../support/urls';

// SPEC "Branch search": an empty map search above zoom 13 zooms the map out by one level and
// searches again; at zoom 13 an empty answer is ZERO_RESULTS, the no-entries message with the
// query. A typed place is shown at zoom 14, so a place without a branch in view shows the rule.

interface MapSearch {
  center: { lat: number; lng: number };
  bottomLeft: { lat: number; lng: number };
  topRight: { lat: number; lng: number };
}

/** A map search and the number of branches its answer found. */
type RecordedSearch = MapSearch & { found: Promise<number> };

/** Every map search the page sends (POST /api/branches/search), with the number it found. */
function recordMapSearches(page: Page) {
  const searches: RecordedSearch[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/branches/search')
      return;
    const found = request
      .response()
      .then((response) => response?.json() as Promise<{ size: number } | undefined>)
      .then((answer) => answer?.size ?? -1);
    searches.push({ ...(request.postDataJSON() as MapSearch), found });
  });
  return searches;
}

const width = (search: MapSearch) => search.topRight.lng - search.bottomLeft.lng;
const height = (search: MapSearch) => search.topRight.lat - search.bottomLeft.lat;

/** Types a place into the branch search and submits it; returns the searches it causes. */
async function searchPlace(page: Page, place: string) {
  await openBanksearchPage(page);
  const search = branchSearchParts(branchSearchWidget(page));
  await expect(search.map).toBeVisible();
  // The map's first search (Austria) is answered before the place is typed.
  await expect(search.results).toHaveCount(10);
  const searches = recordMapSearches(page);
  await search.searchBox.fill(place);
  await search.searchBox.press('Escape');
  await search.submit.click();
  return { search, searches };
}

test.describe('the branch search zooms out once when a place has no branch in view', () => {
  test.skip(!isLocalPlatform, 'needs the local platform’s branch data and maps stand-in');
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  test('Seiersberg: nothing at zoom 14, the map zooms out one level and finds the Graz branches', async ({
    page,
  }) => {
    const { search, searches } = await searchPlace(page, 'Seiersberg');

    await expect(search.count).toBeVisible();
    await expect(search.results.first()).toContainText('Graz-Straßgang');
    expect(await resultCount(search)).toBeGreaterThan(0);
    // Pins on the map, named by their branch.
    const first = (await search.results.first().textContent()) ?? '';
    await expect(
      branchSearchWidget(page).getByRole('button', { name: first, exact: true }),
    ).toBeVisible();

    // Two searches at Seiersberg: the first empty, the second over twice the width and height
    // (one zoom level out) with the branches found.
    expect(searches).toHaveLength(2);
    const [close, wider] = searches as [RecordedSearch, RecordedSearch];
    expect(await close.found).toBe(0);
    expect(await wider.found).toBeGreaterThan(0);
    expect(wider.center.lat).toBeCloseTo(close.center.lat, 4);
    expect(wider.center.lng).toBeCloseTo(close.center.lng, 4);
    expect(close.center.lat).toBeCloseTo(47.02, 1);
    expect(close.center.lng).toBeCloseTo(15.41, 1);
    expect(width(wider) / width(close)).toBeCloseTo(2, 1);
    expect(height(wider) / height(close)).toBeCloseTo(2, 1);
    await expectNoAxeViolations(page);
  });

  test('Ebensee: nothing at zoom 14 nor 13, the no-entries message with the query', async ({
    page,
  }) => {
    const { search, searches } = await searchPlace(page, 'Ebensee');

    await expect(search.alert).toContainText('Für „Ebensee“ wurden keine Filialen gefunden.');
    await expect(search.alert).toContainText('Bitte prüfen Sie die Schreibweise');
    await expect(search.results).toHaveCount(0);
    await expect(branchSearchWidget(page).locator('.ctb-maps-marker')).toHaveCount(0);

    // Zoom 14 empty, zoom 13 empty, and no further zooming out.
    expect(searches).toHaveLength(2);
    expect(await Promise.all(searches.map((each) => each.found))).toEqual([0, 0]);
    const [close, wider] = searches as [RecordedSearch, RecordedSearch];
    expect(width(wider) / width(close)).toBeCloseTo(2, 1);
    await page.waitForTimeout(500);
    expect(searches).toHaveLength(2);
    await expectNoAxeViolations(page);
  });
});
