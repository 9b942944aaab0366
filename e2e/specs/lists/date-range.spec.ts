import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  automatedList,
  DIALOG_SCOPE,
  axeScope,
  expectLoaded,
  expectResultCount,
  focusIsInside,
  LIST_SERVICES,
  listTexts,
  openListsPage,
  recordListRequests,
} from '../../support/lists';
import { expectWidgetState, insertWidget } from '../../support/widgets';

const dayMs = 24 * 60 * 60 * 1000;
const isoToGerman = (iso: string) => iso.split('-').reverse().join('.');

/** Picks two days in the dialog by keyboard: `monthsAhead` months on, then `length` days later. */
async function pickRange(page: Page, monthsAhead: number, length: number) {
  const picker = page.getByRole('dialog', { name: 'Zeitraum' });
  const grid = picker.getByRole('grid');
  for (let month = 0; month < monthsAhead; month += 1) {
    const shown = await picker.getByRole('heading', { level: 3 }).innerText();
    await page.keyboard.press('PageDown');
    await expect(picker.getByRole('heading', { level: 3 })).not.toHaveText(shown);
  }
  await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
  await page.keyboard.press('Enter');
  for (let day = 0; day < length; day += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('definition').nth(1)).not.toHaveText('nicht gewählt');
  return picker;
}

test.describe('the date-range filter on /de/lists.html', () => {
  test('opens a modal calendar whose week starts on Monday, keeps the focus inside and gives it back', async ({
    page,
  }) => {
    await openListsPage(page);
    const events = automatedList(page, 'events');
    await expectLoaded(events);
    await events.dateRange.click();
    const picker = page.getByRole('dialog', { name: 'Zeitraum' });
    await expect(picker).toBeVisible();
    const days = picker.getByRole('columnheader');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveText('Mo');
    await expect(days.last()).toHaveText('So');
    // The focus starts on a day of the calendar (today).
    await expect(picker.getByRole('grid').locator('button[tabindex="0"]')).toBeFocused();
    await expectNoAxeViolations(page, DIALOG_SCOPE);

    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(picker)).toBe(true);
    }
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(picker)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(events.dateRange).toBeFocused();
  });

  test('"Veranstaltungen finden" sends the chosen range, shows it on the button, and reset removes it', async ({
    page,
  }) => {
    await openListsPage(page);
    const events = automatedList(page, 'events');
    await expectLoaded(events);
    const upcoming = await events.status.innerText();
    const requests = recordListRequests(page, 'events');

    await events.dateRange.click();
    const picker = await pickRange(page, 1, 6);
    await expect(picker.getByRole('button', { name: 'Nachrichten finden' })).toHaveCount(0);
    await picker.getByRole('button', { name: 'Veranstaltungen finden' }).click();
    await expect(picker).toHaveCount(0);
    await expect(events.dateRange).toBeFocused();
    await expectLoaded(events);

    const body = requests.at(-1)?.body as { from: string; to: string; offset: number };
    expect(body.offset).toBe(1);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(6 * dayMs);
    await expect(events.dateRange).toContainText(
      `${isoToGerman(body.from)} – ${isoToGerman(body.to)}`,
    );
    // Every event shown starts before the range ends.
    for (const start of await events.items
      .locator('time[datetime]')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? '')))
      expect(start <= body.to).toBe(true);
    await expectNoAxeViolations(page, axeScope('events'));

    await events.dateRange.click();
    await page
      .getByRole('dialog', { name: 'Zeitraum' })
      .getByRole('button', { name: 'Zurücksetzen' })
      .click();
    await expect(events.status).toHaveText(upcoming);
    expect(requests.at(-1)?.body).toMatchObject({ from: null, to: null });
  });

  test('a range without events says the search found nothing (no term)', async ({ page }) => {
    await openListsPage(page);
    const events = automatedList(page, 'events');
    await expectLoaded(events);
    await events.dateRange.click();
    const picker = await pickRange(page, 11, 2);
    await picker.getByRole('button', { name: 'Veranstaltungen finden' }).click();
    await expect(events.status).toHaveText(listTexts.noResultsNoTerm);
    await expect(events.items).toHaveCount(0);
    await expectLoaded(events);
  });

  test('the news list offers "Nachrichten finden"; a news list of one month has no date filter', async ({
    page,
  }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    await news.dateRange.click();
    const picker = await pickRange(page, 0, 0);
    await picker.getByRole('button', { name: 'Nachrichten finden' }).click();
    await expect(picker).toHaveCount(0);
    await expectLoaded(news);
    await expect(news.status).not.toHaveText(listTexts.count(160));

    await insertWidget(
      page,
      'lists/automated-list',
      {
        id: 'recent',
        listType: 'news',
        endpoint: LIST_SERVICES.news,
        title: 'Neuigkeiten des letzten Monats',
        maxAge: 1,
        pageSize: 3,
      },
      'recent-news',
    );
    await expectWidgetState(page, '#recent-news', 'mounted');
    const recent = page.getByRole('region', { name: 'Neuigkeiten des letzten Monats' });
    // It asks for its items once it comes near the viewport, as a visitor scrolls to it.
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole('status')).toHaveText(/Ergebnis/);
    await expect(recent.getByRole('button', { name: /^Zeitraum/ })).toHaveCount(0);
  });
});
