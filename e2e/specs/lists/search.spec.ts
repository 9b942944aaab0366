import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import {
  automatedList,
  axeScope,
  expectLoaded,
  expectResultCount,
  itemTitles,
  listTexts,
  openListsPage,
  recordListRequests,
} from '../../support/lists';

test.describe('searching an automated list on /de/lists.html', () => {
  test('typing searches once after a pause, with the whole term, and the count is pluralised', async ({
    page,
  }) => {
    // The page's clock stands still while typing: a busy machine cannot stretch a gap between two
    // keys beyond the 200 ms pause, so exactly one search must follow once the pause has passed.
    await page.clock.install();
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    const requests = recordListRequests(page, 'faq');

    await page.clock.pauseAt(Date.now() + 1000);
    await faq.search.pressSequentially('Kontowechselservice');
    await page.clock.runFor(150);
    expect(requests).toEqual([]);
    await page.clock.runFor(100);
    await page.clock.resume();
    await expectResultCount(faq, 1);
    await expect(faq.status).toHaveText('1 Ergebnis');
    await expect(faq.items).toHaveCount(1);
    // Debounced: the keys came faster than the pause, so only the whole term was searched.
    expect(requests.map((request) => request.query.get('query'))).toEqual(['Kontowechselservice']);
    expect(requests[0]?.query.get('offset')).toBe('1');
    await expectNoAxeViolations(page, axeScope('faq'));
  });

  test('suggestions from the loaded titles show from 3 characters on, cut at 25, and choosing one searches for it', async ({
    page,
  }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);

    await news.search.pressSequentially('We');
    await expect(news.suggestions).toHaveCount(0);
    await news.search.press('l');
    const suggestion = news.suggestions.getByRole('option', {
      name: 'Weltspartag 2026: Aktionen in allen Filialen',
    });
    await expect(suggestion).toBeVisible();
    await expect(news.search).toHaveAttribute('aria-expanded', 'true');
    // Shown cut at 25 characters, named in full.
    await expect(suggestion).toContainText('Weltspartag 2026: Aktione...');
    await expectNoAxeViolations(page, axeScope('news'));

    // Arrow keys move through the suggestions, Enter chooses one (once the search for "Wel" is in).
    await expect(news.status).not.toHaveText(listTexts.count(160));
    await expectLoaded(news);
    await expect(suggestion).toBeVisible();
    const count = await news.suggestions.getByRole('option').count();
    const index = await news.suggestions
      .getByRole('option')
      .evaluateAll((options) =>
        options.findIndex((option) =>
          option.textContent?.includes('Weltspartag 2026: Aktionen in allen Filialen'),
        ),
      );
    for (let press = 0; press <= index; press += 1) await news.search.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    expect(count).toBeGreaterThan(0);
    await news.search.press('Enter');
    await expect(news.search).toHaveValue('Weltspartag 2026: Aktionen in allen Filialen');
    await expect(news.suggestions).toHaveCount(0);
    await expectResultCount(news, 1);
    expect(await itemTitles(news)).toEqual(['Weltspartag 2026: Aktionen in allen Filialen']);

    // Escape closes suggestions without searching anew.
    await news.search.fill('');
    await news.search.pressSequentially('Welt');
    await expect(news.suggestions).toBeVisible();
    await news.search.press('Escape');
    await expect(news.suggestions).toHaveCount(0);
  });

  test('a new search clears the loaded pages and loads again from the first item', async ({
    page,
  }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    await faq.more.click();
    await expect(faq.items).toHaveCount(16);

    const requests = recordListRequests(page, 'faq');
    await faq.search.fill('Karte');
    await faq.submit.click();
    await expect(faq.status).not.toHaveText(listTexts.count(60));
    await expect(faq.status).toHaveText(/^\d+ Ergebnisse?$/);
    const total = Number((await faq.status.innerText()).split(' ')[0]);
    await expect(faq.items).toHaveCount(Math.min(total, 8));
    expect(requests.map((request) => request.query.get('offset'))).toEqual(['1']);
    expect(requests[0]?.query.get('query')).toBe('Karte');
    for (const title of await itemTitles(faq)) expect(title).toBeTruthy();
  });

  test('no results name the term; without a term they say the search found nothing', async ({
    page,
  }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);

    await faq.search.fill('Xylophon');
    await faq.search.press('Enter');
    await expect(faq.status).toHaveText(listTexts.noResults('Xylophon'));
    await expect(faq.items).toHaveCount(0);
    await expect(faq.more).toHaveCount(0);
    await expectNoAxeViolations(page, axeScope('faq'));

    // Clearing the term lists everything again.
    await faq.search.fill('');
    await faq.search.press('Enter');
    await expectResultCount(faq, 60);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('"Suchen" and "Weitere Ergebnisse" keep the edge of a button', async ({ page }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    await expectOutlinedInForcedColors(faq.submit);
    await expectOutlinedInForcedColors(faq.more);
  });
});
