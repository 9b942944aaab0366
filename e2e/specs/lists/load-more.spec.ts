import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  automatedList,
  axeScope,
  expectLoaded,
  expectResultCount,
  itemTitles,
  openListsPage,
  recordListRequests,
  scrollToListEnd,
} from '../../support/lists';

test.describe('loading more results on /de/lists.html', () => {
  test('"Weitere Ergebnisse" appends the next page; the jump button moves the focus to its first item', async ({
    page,
  }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    await expect(faq.items).toHaveCount(8);
    await expect(faq.jumpToNew).toHaveCount(0);
    const firstPage = await itemTitles(faq);
    const requests = recordListRequests(page, 'faq');

    await faq.more.click();
    await expect(faq.items).toHaveCount(16);
    await expectLoaded(faq);
    expect((await itemTitles(faq)).slice(0, 8)).toEqual(firstPage);
    expect(requests.map((request) => request.query.get('offset'))).toEqual(['9']);
    // The button keeps the focus while loading, so a keyboard user can go on.
    await expect(faq.more).toBeFocused();

    // The jump button is hidden until a keyboard user tabs to it from the button (skip-link
    // style: there for screen readers and the keyboard, no room on screen until focused).
    expect((await faq.jumpToNew.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect(faq.jumpToNew).toBeFocused();
    await expect(faq.jumpToNew).toBeVisible();
    expect((await faq.jumpToNew.boundingBox())?.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(faq.items.nth(8)).toBeFocused();
    await expect(faq.items.nth(8)).toContainText((await itemTitles(faq))[8]!);
    await expectNoAxeViolations(page, axeScope('faq'));
  });

  test('the button goes once everything is loaded', async ({ page }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    // Scrolled to: the list asks for its items (and filters) once it comes near the viewport.
    await expectLoaded(faq);
    const categories = faq.filters.getByRole('group', { name: 'Kategorie' });
    await categories.getByRole('checkbox', { name: /^Sicherheit \(\d+\)$/ }).check();
    await expect(faq.status).toHaveText(/^\d+ Ergebnisse$/);
    await expectLoaded(faq);
    const total = Number((await faq.status.innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(8);
    expect(total).toBeLessThanOrEqual(16);
    await faq.more.click();
    await expect(faq.items).toHaveCount(total);
    await expect(faq.more).toHaveCount(0);
  });

  test('scrolling loads the configured two pages by itself, then the button takes over', async ({
    page,
  }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    await expect(news.items).toHaveCount(6);
    // Auto-loading: no button yet.
    await expect(news.more).toHaveCount(0);
    const requests = recordListRequests(page, 'news');

    // Scroll to the end as often as it takes (each time new items arrive) until the button shows.
    await expect
      .poll(async () => {
        await scrollToListEnd(news);
        return news.more.isVisible();
      })
      .toBe(true);
    await expectLoaded(news);
    await expect(news.items).toHaveCount(18);
    await scrollToListEnd(news);
    await expect(news.more).toBeInViewport();
    // Two loads by scrolling, no third.
    await expect(news.items).toHaveCount(18);
    expect(requests.map((request) => request.body?.offset)).toEqual([7, 13]);

    await news.more.click();
    await expect(news.items).toHaveCount(24);
    expect(requests.map((request) => request.body?.offset)).toEqual([7, 13, 19]);
  });
});
