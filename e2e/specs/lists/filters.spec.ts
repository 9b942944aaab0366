import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectStateSeenInForcedColors } from '../../support/forced-colors';
import {
  automatedList,
  DIALOG_SCOPE,
  axeScope,
  expectLoaded,
  expectResultCount,
  listTexts,
  openListsPage,
  recordListRequests,
} from '../../support/lists';

/** "Online Banking (12)" → 12 */
const countIn = (label: string) => Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? NaN);

test.describe('filtering an automated list on /de/lists.html', () => {
  test('a selection list shows a count per option; chosen options add up', async ({ page }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    const categories = faq.filters.getByRole('group', { name: 'Kategorie' });
    const online = categories.getByRole('checkbox', { name: /^Online Banking \(\d+\)$/ });
    const security = categories.getByRole('checkbox', { name: /^Sicherheit \(\d+\)$/ });
    const onlineCount = countIn((await online.locator('xpath=..').innerText()).trim());
    const securityCount = countIn((await security.locator('xpath=..').innerText()).trim());
    expect(onlineCount).toBeGreaterThan(0);

    const requests = recordListRequests(page, 'faq');
    await online.check();
    await expectResultCount(faq, onlineCount);
    await security.check();
    await expectResultCount(faq, onlineCount + securityCount);
    expect(requests.at(-1)?.query.getAll('category').join(',').split(',').sort()).toEqual([
      'online-banking',
      'sicherheit',
    ]);
    expect(requests.at(-1)?.query.get('offset')).toBe('1');
    await expect(online).toBeChecked();
    await expectNoAxeViolations(page, axeScope('faq'));

    await online.uncheck();
    await security.uncheck();
    await expectResultCount(faq, 60);
  });

  test('a dropdown offers "Alle" first and narrows to one option', async ({ page }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    const language = faq.filters.getByRole('combobox', { name: 'Sprache' });
    await expect(language).toHaveValue('');
    const options = await language.getByRole('option').allInnerTexts();
    expect(options[0]).toBe(listTexts.all);
    const english = options.find((option) => option.startsWith('English'));
    expect(english).toBeDefined();

    await language.selectOption({ label: english! });
    await expectResultCount(faq, countIn(english!));
    await language.selectOption({ label: listTexts.all });
    await expectResultCount(faq, 60);
  });

  test('tag buttons: "Alle" is pressed until a tag is chosen, and pressing it again shows all', async ({
    page,
  }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    const topics = news.filters.getByRole('group', { name: 'Themen' });
    const all = topics.getByRole('button', { name: listTexts.all, exact: true });
    const region = topics.getByRole('button', { name: /^Region \(\d+\)$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    const requests = recordListRequests(page, 'news');
    const regionCount = countIn(await region.innerText());
    await region.click();
    await expectResultCount(news, regionCount);
    await expect(region).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(requests.at(-1)?.body).toMatchObject({ tagFilters: ['Region'], offset: 1 });
    // Every loaded item carries the tag.
    for (const tags of await news.items.getByRole('list', { name: 'Schlagwörter' }).all())
      await expect(tags.getByRole('listitem').filter({ hasText: /^Region$/ })).toHaveCount(1);
    await expectNoAxeViolations(page, axeScope('news'));

    await all.click();
    await expectResultCount(news, 160);
    await expect(region).toHaveAttribute('aria-pressed', 'false');
  });

  test('job filters are dropdowns per key; the chosen federal state is what every offer shows', async ({
    page,
  }) => {
    await openListsPage(page);
    const jobs = automatedList(page, 'jobs');
    await expectResultCount(jobs, 150);
    const state = jobs.filters.getByRole('combobox', { name: 'Bundesland' });
    const requests = recordListRequests(page, 'jobs');
    const tirol = (await state.getByRole('option').allInnerTexts()).find((option) =>
      option.startsWith('Tirol'),
    );
    await state.selectOption({ label: tirol! });
    await expectResultCount(jobs, countIn(tirol!));
    expect(requests.at(-1)?.body).toMatchObject({ type: 'JOBSUCHE', filter: ['location:Tirol'] });
    const regions = await jobs.items.evaluateAll((items) =>
      items.map(
        (item) =>
          [...item.querySelectorAll('dt')].find((term) => term.textContent === 'Region')
            ?.nextElementSibling?.textContent ?? '',
      ),
    );
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) expect(region).toContain('Tirol');
  });

  test('the bank filter overlay groups checkboxes in sections and applies them', async ({
    page,
  }) => {
    await openListsPage(page);
    const banks = automatedList(page, 'banks');
    await expectLoaded(banks);
    const before = await banks.status.innerText();
    const opener = banks.filters.getByRole('button', { name: /Filter/ });
    await opener.click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    const sections = overlay.getByRole('group');
    expect(await sections.count()).toBeGreaterThan(1);
    await sections.first().getByRole('checkbox').first().check();
    await expectNoAxeViolations(page, DIALOG_SCOPE);
    await overlay.getByRole('button', { name: 'Anwenden' }).click();
    await expect(overlay).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectLoaded(banks);
    await expect(banks.status).not.toHaveText(before);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the pressed tag still stands out from the others', async ({ page }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    const topics = news.filters.getByRole('group', { name: 'Themen' });
    const all = topics.getByRole('button', { name: listTexts.all, exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expectStateSeenInForcedColors(
      all,
      topics.getByRole('button', { name: /^Region \(\d+\)$/ }),
    );
  });
});
