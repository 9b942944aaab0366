import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  automatedList,
  axeScope,
  expectListsMounted,
  expectLoaded,
  expectResultCount,
  itemTitles,
  openListsPage,
} from '../../support/lists';

/** Filters the FAQ to "Konto & Karte", searches "Karte" and loads a second page. */
async function browseFaq(page: Page) {
  await openListsPage(page);
  const faq = automatedList(page, 'faq');
  await expectResultCount(faq, 60);
  const card = faq.filters
    .getByRole('group', { name: 'Kategorie' })
    .getByRole('checkbox', { name: /^Konto & Karte \(\d+\)$/ });

  await card.check();
  await expect(page).toHaveURL(/faq\.f\.category=konto-karte/);
  await expect(faq.status).toHaveText(/^\d+ Ergebnisse$/);
  await expectLoaded(faq);
  const cardOnly = await faq.status.innerText();

  await faq.search.fill('Konto');
  await faq.search.press('Enter');
  await expect(page).toHaveURL(/faq\.q=Konto/);
  await expectLoaded(faq);
  await expect(faq.more).toBeVisible();
  const searched = await faq.status.innerText();
  const firstPage = await itemTitles(faq);

  await faq.more.click();
  await expect(page).toHaveURL(/faq\.p=2/);
  await expect(faq.items).not.toHaveCount(firstPage.length);
  await expectLoaded(faq);
  return { faq, card, cardOnly, searched, loaded: await itemTitles(faq) };
}

test.describe('lists keep their state in the URL on /de/lists.html', () => {
  test('back and forward restore search, filters and loaded pages', async ({ page }) => {
    const { faq, card, cardOnly, searched, loaded } = await browseFaq(page);

    // Back to before the search (loading a page does not add an entry of its own).
    await page.goBack();
    await expect(page).not.toHaveURL(/faq\.q=/);
    await expect(faq.search).toHaveValue('');
    await expect(card).toBeChecked();
    await expect(faq.status).toHaveText(cardOnly);
    await expectLoaded(faq);

    await page.goForward();
    await expect(page).toHaveURL(/faq\.q=Konto/);
    await expect(faq.search).toHaveValue('Konto');
    await expect(faq.status).toHaveText(searched);
    await expect(faq.items).toHaveCount(loaded.length);
    expect(await itemTitles(faq)).toEqual(loaded);
    // Other lists on the page were not touched.
    await expectResultCount(automatedList(page, 'news'), 160);
  });

  test('a reload restores search, filters and loaded pages', async ({ page }) => {
    const { faq, card, searched, loaded } = await browseFaq(page);
    await page.reload();
    await expectListsMounted(page);
    await expect(faq.search).toHaveValue('Konto');
    await expect(card).toBeChecked();
    await expect(faq.status).toHaveText(searched);
    await expect(faq.items).toHaveCount(loaded.length);
    expect(await itemTitles(faq)).toEqual(loaded);
    await expectNoAxeViolations(page, axeScope('faq'));
  });

  test('after a reload, back goes to the state before the search', async ({ page }) => {
    // The reloaded URL already holds the list's state (with `faq.p=2`): no second entry for it.
    const { faq, cardOnly } = await browseFaq(page);
    await page.reload();
    await expectListsMounted(page);
    await expectLoaded(faq);
    await page.goBack();
    await expect(page).not.toHaveURL(/faq\.q=/);
    await expect(faq.status).toHaveText(cardOnly);
  });

  test('a URL with a list state opens the list in that state', async ({ page }) => {
    await openListsPage(page, '?news.f.tag=Region&news.p=2');
    const news = automatedList(page, 'news');
    const topics = news.filters.getByRole('group', { name: 'Themen' });
    await expect(topics.getByRole('button', { name: /^Region \(\d+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectLoaded(news);
    await expect(news.items).toHaveCount(12);
  });
});
