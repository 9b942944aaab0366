import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors, forcedLook } from '../../support/forced-colors';
import { sidewaysScroll } from '../../support/layout';
import { expect, test, type Page } from '../../support/test';
import { contentPage, openContentPage } from './content-support';

const recommendations = (page: Page) =>
  page.getByRole('region', { name: 'Das könnte Sie auch interessieren' });

/**
 * Scrolls to a widget by its element, which stays: the carousel's region is first its static
 * slides and is replaced by the live carousel when that code arrives.
 */
const scrollToWidget = (page: Page, widget: string) =>
  page.locator(`[data-widget="${widget}"]`).scrollIntoViewIfNeeded();

/** Card headings lying wholly within the carousel's width (what a visitor sees side by side). */
async function cardsInView(page: Page, name: string): Promise<number> {
  const region = page.getByRole('region', { name });
  return region.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('h3')).filter((heading) => {
      const box = heading.getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

for (const [width, perView, shown] of [
  [1280, 3, '1 bis 3 von 7 Angeboten angezeigt'],
  [800, 2, '1 bis 2 von 7 Angeboten angezeigt'],
  [375, 1, '1 von 7 Angeboten angezeigt'],
] as const) {
  test(`recommendation carousel shows ${perView} of 7 cards at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openContentPage(page);
    const region = recommendations(page);
    await scrollToWidget(page, 'chrome/recommendation-carousel');
    await expect(region.getByText(shown)).toBeAttached();
    await expect.poll(() => cardsInView(page, 'Das könnte Sie auch interessieren')).toBe(perView);
    await region.getByRole('button', { name: 'Nächste Angebote' }).click();
    await expect(region.getByText(shown)).toHaveCount(0);
    await expect.poll(() => cardsInView(page, 'Das könnte Sie auch interessieren')).toBe(perView);
    await expectNoAxeViolations(page, '[data-widget="chrome/recommendation-carousel"]');
  });
}

test('while the carousel code loads, a phone shows the first card and the page does not widen', async ({
  page,
}) => {
  // Hold the live carousel's code back, so the static slides stay (on a slow phone they show
  // for a while): they are in place and clipped like the live ones, and nothing they hold
  // (a visually hidden text) widens the page, which would make a phone zoom the whole page out.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/carousel-view_tsx/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(contentPage());
  const region = recommendations(page);
  await scrollToWidget(page, 'chrome/recommendation-carousel');
  await expect(region.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('heading', { level: 3 })).toHaveCount(7);
  expect(await cardsInView(page, 'Das könnte Sie auch interessieren')).toBe(1);
  expect(await sidewaysScroll(page)).toBe(0);

  release();
  await expect(region.getByText('1 von 7 Angeboten angezeigt')).toBeAttached();
  await expect(region.getByRole('list')).not.toHaveAttribute('aria-busy');
  expect(await sidewaysScroll(page)).toBe(0);
});

test('full-width carousel with 5 cards: 3 per view at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContentPage(page);
  const name = 'Themen für jeden Lebensabschnitt';
  await scrollToWidget(page, 'chrome/full-width-carousel');
  await expect(
    page.getByRole('region', { name }).getByText('1 bis 3 von 5 Angeboten angezeigt'),
  ).toBeAttached();
  await expect.poll(() => cardsInView(page, name)).toBe(3);
});

test('edit mode shows every card stacked, without carousel controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContentPage(page, 'de', '?editMode=true');
  const block = page.locator('[data-widget="chrome/recommendation-carousel"]');
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(block.getByRole('button', { name: 'Nächste Angebote' })).toHaveCount(0);
});

test('comparison table pages through 12 products: 3 at 1280 px, 1 at 375 px, headers read with each cell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContentPage(page);
  const table = page.getByRole('table', { name: 'Vergleich der Konten und Karten nach Leistung' });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('columnheader', { name: /Konto Start/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Studentenkonto/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Kreditkarte' })).toBeVisible();
  await expect(page.getByText('Produkte 1 bis 3 von 12')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText('Produkt 1 von 12')).toBeVisible();
  await expectNoAxeViolations(page, '[data-widget="chrome/comparison-table"]');
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test("the comparison table's arrow that goes nowhere looks off; its links keep an edge", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContentPage(page);
    const comparison = page.locator('[data-widget="chrome/comparison-table"]');
    const previous = comparison.getByRole('button', { name: 'Vorheriges Produkt' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const offLook = await forcedLook(previous);
    await comparison.getByRole('button', { name: 'Nächstes Produkt' }).click();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(0, 0);
    expect(await forcedLook(previous), 'the arrow looks the same off and on').not.toBe(offLook);
    await expectOutlinedInForcedColors(comparison.getByRole('link', { name: /Details/ }).first());
  });
});
