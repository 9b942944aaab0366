import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';

// A page loads the widgets a visitor sees first; those below the fold load as they come near the
// viewport (libs/shared whenNearViewport), keeping their reserved space until then.
test.use({ mountAllWidgets: false });

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);
const stillWaiting = (page: Page) => page.locator('[data-widget][data-widget-state="loading"]');

/** Requests for the index chart's own code (its chunk on the market app's origin). */
function indexChartCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/index-chart/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

async function openHomePage(page: Page, hash = '') {
  await page.goto(`/de/index.html${hash}`);
  await expect(widget(page, 'calculators/credit')).toHaveAttribute('data-widget-state', 'mounted');
  await page.waitForLoadState('networkidle');
}

test('a widget below the fold keeps its space and loads only as the visitor scrolls near it', async ({
  page,
}) => {
  const chartCode = indexChartCode(page);
  await openHomePage(page);
  const chart = widget(page, 'market/index-chart');
  await expect(chart).toHaveAttribute('data-widget-state', 'loading');
  await expect(chart.locator('[aria-busy="true"]')).toBeAttached();
  expect((await chart.boundingBox())?.height).toBeGreaterThan(200);
  expect(chartCode).toEqual([]);
  // The frame of the page is there at once, wherever its elements sit.
  for (const frame of ['chrome/header', 'chrome/navigation', 'chrome/cookie-banner'])
    await expect(widget(page, frame)).toHaveAttribute('data-widget-state', 'mounted');

  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-widget-state', 'mounted');
  await expect(chart.getByRole('heading', { name: 'Börse aktuell: ATX' })).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);
});

test('a keyboard visitor’s first Tab loads every widget, so Tab reaches each of them', async ({
  page,
}) => {
  await openHomePage(page);
  await expect(stillWaiting(page)).not.toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(stillWaiting(page)).toHaveCount(0);
  await expect(page.locator('[data-widget][data-widget-state="error"]')).toHaveCount(0);
});

test('a deep link loads every widget at once, as its target may be inside any of them', async ({
  page,
}) => {
  await openHomePage(page, '#main');
  await expect(stillWaiting(page)).toHaveCount(0);
});

test('on a phone, scrolling through the start page mounts every widget and axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHomePage(page);
  await expect(stillWaiting(page)).not.toHaveCount(0);
  for (const element of await page.locator('[data-widget]').all()) {
    if ((await element.boundingBox()) === null) continue; // e.g. inside the closed phone menu
    await element.scrollIntoViewIfNeeded();
    await expect(element).not.toHaveAttribute('data-widget-state', 'loading');
  }
  await expect(page.locator('[data-widget][data-widget-state="error"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
