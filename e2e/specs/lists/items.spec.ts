import { expect, test, type Response } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import {
  automatedList,
  axeScope,
  expectLoaded,
  expectResultCount,
  isAutomatedListRequest,
  LIST_SERVICES,
  openListsPage,
  scrollToListEnd,
} from '../../support/lists';

test.describe('every item layout on /de/lists.html', () => {
  test('news: picture, publish date, linked title, subtitle, tags and "Weiterlesen"', async ({
    page,
  }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    const first = news.items.first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', /^Symbolbild: /);
    await expect(first.getByText(/^Veröffentlicht am/)).toBeVisible();
    const title = first.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/de\/news\//);
    await expect(
      first.getByRole('list', { name: 'Schlagwörter' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(first.getByRole('link', { name: 'Weiterlesen' })).toHaveAttribute(
      'href',
      (await title.getAttribute('href'))!,
    );
  });

  test('events: date, time and place, and a description of at most 200 characters', async ({
    page,
  }) => {
    await openListsPage(page);
    const events = automatedList(page, 'events');
    await expectLoaded(events);
    const descriptions = await events.items.evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll('p')]
          .map((paragraph) => paragraph.textContent ?? '')
          .reduce((longest, text) => (text.length > longest.length ? text : longest), ''),
      ),
    );
    expect(descriptions.length).toBe(4);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThan(100);
      // 200 characters, then "..." where it was cut.
      expect(description.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(200);
    }
    expect(descriptions.some((description) => description.endsWith('...'))).toBe(true);
    const first = events.items.first();
    for (const term of ['Datum', 'Uhrzeit', 'Ort'])
      await expect(first.getByRole('term').filter({ hasText: term })).toHaveCount(1);
    await expect(first.getByRole('definition').nth(1)).toHaveText(
      /^\d\d:\d\d( bis \d\d:\d\d)? Uhr$/,
    );
  });

  test('FAQ: the question opens and closes its answer', async ({ page }) => {
    await openListsPage(page);
    const faq = automatedList(page, 'faq');
    await expectResultCount(faq, 60);
    const question = faq.items.first().getByRole('button');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answerId = await question.getAttribute('aria-controls');
    await expect(page.locator(`[id="${answerId}"]`)).toBeVisible();
    await expectNoAxeViolations(page, axeScope('faq'));
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`[id="${answerId}"]`)).toBeHidden();
  });

  test('pages: picture, linked title and call to action', async ({ page }) => {
    await openListsPage(page);
    const pages = automatedList(page, 'pages');
    await expectResultCount(pages, 60);
    const first = pages.items.first();
    await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Mehr erfahren' })).toBeVisible();
  });

  test('employees: function and specialisation as the site settings say, no mobile, and a default picture', async ({
    page,
  }) => {
    await openListsPage(page);
    const employees = automatedList(page, 'employees');
    await expectResultCount(employees, 120);
    const answer = await page.request.get(`${LIST_SERVICES.employees}?offset=1&size=6`);
    const people = (await answer.json()) as { listItems: { mobile: string }[] };
    const mobiles = people.listItems.map((person) => person.mobile).filter(Boolean);
    expect(mobiles.length).toBeGreaterThan(0);

    await expect(employees.items).toHaveCount(6);
    await expect(employees.region.getByRole('term').filter({ hasText: /^Funktion$/ })).toHaveCount(
      6,
    );
    await expect(
      employees.region.getByRole('term').filter({ hasText: /^Spezialisierung$/ }),
    ).not.toHaveCount(0);
    await expect(employees.region.getByRole('term').filter({ hasText: /^Mobil$/ })).toHaveCount(0);
    for (const mobile of mobiles) await expect(employees.region.getByText(mobile)).toHaveCount(0);
    const first = employees.items.first();
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    // Pictures load lazily: the named image is there before it is scrolled into view.
    await expect(first.getByRole('img', { name })).toHaveAttribute('src', /^\/images\/employee-/);
    await expect(first.getByRole('link', { name: /^\+43/ })).toHaveAttribute('href', /^tel:\+43/);
    await expect(first.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    // Wolfgang Mayer has no picture: the default portrait, decorative.
    await employees.search.fill('Wolfgang Mayer');
    await employees.search.press('Enter');
    await expectResultCount(employees, 1);
    const portrait = employees.items.first().locator('img');
    await expect(portrait).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(portrait).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page, axeScope('employees'));
  });

  test('jobs: the title opens the offer in a new tab without access to this page', async ({
    page,
  }) => {
    await openListsPage(page);
    const jobs = automatedList(page, 'jobs');
    await expectResultCount(jobs, 150);
    await scrollToListEnd(jobs);
    await expect(jobs.items).toHaveCount(10);
    const titles = jobs.items.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(titles.first()).toHaveAccessibleName(/\(öffnet in einem neuen Tab\)$/);
    for (const link of await titles.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    // Imported offers live on the job portal and name the firm behind them.
    const imported = jobs.items.filter({
      has: page.locator('a[href^="https://jobs.karriere-demo.at/"]'),
    });
    await expect(imported).not.toHaveCount(0);
    await expect(jobs.items.first().getByRole('definition').first()).toHaveText(
      /^\d\d\.\d\d\.\d{4}$/,
    );
    const [tab] = await Promise.all([page.waitForEvent('popup'), titles.first().click()]);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });

  test('banks: the website link says branch page when the bank code starts with 5', async ({
    page,
  }) => {
    const answers: Promise<unknown>[] = [];
    page.on('response', (response: Response) => {
      if (isAutomatedListRequest(response.request(), 'banks')) answers.push(response.json());
    });
    await openListsPage(page);
    const banks = automatedList(page, 'banks');
    await expectLoaded(banks);
    const [answer] = (await Promise.all(answers)) as {
      documents: { name: string; blz: string }[];
    }[];
    const blzByName = new Map(answer!.documents.map((branch) => [branch.name, branch.blz]));
    const count = await banks.items.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const item = banks.items.nth(index);
      const name = ((await item.getByRole('heading').textContent()) ?? '').trim();
      const blz = blzByName.get(name);
      expect(blz, name).toBeDefined();
      const text = blz!.startsWith('5') ? 'Filialseite öffnen' : 'Bankseite öffnen';
      await expect(item.getByRole('link', { name: text })).toHaveCount(1);
    }
    await expectNoAxeViolations(page, axeScope('banks'));
  });

  test('club benefits: "unbegrenzt gültig" without an end, and "Mehr Details" sets cd-id', async ({
    page,
  }) => {
    const answers: Promise<unknown>[] = [];
    page.on('response', (response: Response) => {
      if (isAutomatedListRequest(response.request(), 'clubBenefits')) answers.push(response.json());
    });
    await openListsPage(page);
    const club = automatedList(page, 'clubBenefits');
    await expectLoaded(club);
    const [answer] = (await Promise.all(answers)) as {
      clubreductions: { voucherId: string; validTo?: string | null }[];
    }[];
    const benefits = answer!.clubreductions;
    const unlimited = benefits.filter((benefit) => !benefit.validTo).length;
    await expect(club.items.getByText('unbegrenzt gültig', { exact: false })).toHaveCount(
      unlimited,
    );

    const popped = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener('popstate', (event) => resolve(event.state), { once: true }),
        ),
    );
    await club.items
      .first()
      .getByRole('button', { name: /^Mehr Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]cd-id=${benefits[0]!.voucherId}`));
    expect(await popped).toEqual({ 'cd-id': benefits[0]!.voucherId });
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('a call to action keeps the edge of a button', async ({ page }) => {
    await openListsPage(page);
    const news = automatedList(page, 'news');
    await expectResultCount(news, 160);
    await expectOutlinedInForcedColors(
      news.items.first().getByRole('link', { name: 'Weiterlesen' }),
    );
  });
});
