import { expect, test, type Locator } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  branchSearchParts,
  branchSearchWidget,
  grantMapsConsent,
  openBanksearchPage,
  resultCount,
} from '../../support/banksearch';

// The branch search map over all of Austria draws close branches as clusters (a badge with their
// count); activating one zooms in on it until, from zoom 12, every branch has its own pin.

const CLUSTER_NAME = /^(\d+) Filialen – vergrößern$/;
const countOf = async (cluster: Locator) =>
  Number(CLUSTER_NAME.exec((await cluster.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);

test.describe('branch search map clusters', () => {
  test.beforeEach(async ({ context }) => grantMapsConsent(context));

  test('over Austria close branches are clusters; activating one zooms in to branch pins', async ({
    page,
  }) => {
    await openBanksearchPage(page);
    const widget = branchSearchWidget(page);
    const search = branchSearchParts(widget);
    const map = search.map;
    const clusters = map.getByRole('button', { name: CLUSTER_NAME });
    await expect(search.results).toHaveCount(10);
    await expect(clusters.first()).toBeVisible();
    const found = await resultCount(search);

    // A handful of badges rather than hundreds of pins, and together they hold the branches found.
    const badges = await clusters.count();
    expect(badges).toBeGreaterThan(1);
    expect(badges).toBeLessThan(60);
    let clustered = 0;
    for (const cluster of await clusters.all()) {
      const count = await countOf(cluster);
      await expect(cluster).toHaveText(String(count));
      clustered += count;
    }
    const markers = await map.locator('.ctb-maps-marker').count();
    expect(clustered + markers - badges).toBe(found);
    expect(markers).toBeLessThan(found / 3);
    await expectNoAxeViolations(page);

    // The biggest cluster, by keyboard: the map zooms in on it and searches there again.
    let biggest = clusters.first();
    for (const cluster of await clusters.all())
      if ((await countOf(cluster)) > (await countOf(biggest))) biggest = cluster;
    const name = (await biggest.getAttribute('aria-label')) ?? '';
    await biggest.focus();
    await page.keyboard.press('Enter');
    await expect(map.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect
      .poll(async () => resultCount(search), { message: 'the zoomed-in map finds fewer branches' })
      .toBeLessThan(found);

    // Zoom into clusters until branch pins (named by their branch) are on the map.
    for (let step = 0; step < 6 && (await clusters.count()) > 0; step += 1) {
      const pinsShown = await map.locator('.ctb-maps-marker').filter({ hasNotText: /\d/ }).count();
      if (pinsShown > 0) break;
      const before = await resultCount(search);
      await clusters.first().click();
      await expect.poll(async () => resultCount(search)).toBeLessThanOrEqual(before);
    }
    const pins = map.locator('.ctb-maps-marker').filter({ hasNotText: /\d/ });
    await expect(pins.first()).toBeVisible();
    const pinName = (await pins.first().getAttribute('aria-label')) ?? '';
    expect(pinName).not.toMatch(CLUSTER_NAME);
    expect(pinName.length).toBeGreaterThan(0);
    // A pin opens its branch in the sidebar.
    await pins.first().click();
    await expect(search.sidebar.getByRole('heading', { name: pinName, level: 4 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('from a city view (Graz) every branch has its own pin', async ({ page }) => {
    await openBanksearchPage(page);
    const widget = branchSearchWidget(page);
    const search = branchSearchParts(widget);
    await search.searchBox.fill('Graz');
    await search.searchBox.press('Escape');
    await search.submit.click();
    await expect(search.results.first()).toContainText('Graz');
    const name = (await search.results.first().textContent()) ?? '';
    await expect(widget.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(search.map.getByRole('button', { name: CLUSTER_NAME })).toHaveCount(0);
  });
});
