import { expect, test, type BrowserContext, type Locator, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { collectConsole } from '../../support/console';

// Journeys of a visitor whose bank is stored: the widgets that follow it on the banksearch page,
// deleting it, another tab changing it, regional content failing, edit mode, previewBankdata and
// the redirect popover on another bank's branch page.

/** Branches of the platform's deterministic dataset, as the overlay stores them. */
const ZIRL = {
  id: '57300-0001',
  name: 'Tiroler Regionalbank Zirl',
  address: { street: 'Sparkassenplatz 26', postalCode: '6170', city: 'Zirl' },
  blz: '57300',
  path: '/banken/tirol',
};
const VIENNA_HEAD_OFFICE = { id: '20320-0021', name: 'Donaubank Wien-Innere Stadt' };
const BRANCH_KEY = 'ctb.usersBranch';
const BANKSEARCH = '/de/banksearch.html';

/** Stores the branch as an earlier visit would have (libs/shared branch store: localStorage). */
async function storeBeforeLoad(context: BrowserContext, branch: object = ZIRL) {
  await context.addInitScript(
    ([key, value]) => {
      // Only once per tab: a deletion must survive the test's own navigations.
      if (!sessionStorage.getItem('e2e.stored')) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.stored', '1');
    },
    [BRANCH_KEY, JSON.stringify(branch)] as const,
  );
}

const widget = (page: Page, name: string) => page.locator(`[data-widget="banksearch/${name}"]`);

async function openBanksearch(page: Page, query = '') {
  await page.goto(`${BANKSEARCH}${query}`);
  for (const name of ['bank-teaser', 'location-tooltip', 'bank-search-field', 'regional-content'])
    await expect(widget(page, name)).toHaveAttribute('data-widget-state', 'mounted');
}

function storedBranchWidgets(page: Page) {
  return {
    teaserHeadline: widget(page, 'bank-teaser').getByRole('heading', { level: 2 }),
    tooltip: widget(page, 'location-tooltip'),
    field: page.getByRole('group', { name: 'Ihre Bank für die Terminvereinbarung' }),
    regionalToggle: page.getByRole('button', { name: 'Aus Ihrer Region' }),
    regionalText: widget(page, 'regional-content').getByRole('heading', {
      name: 'Ihre Tiroler Regionalbank',
    }),
    stageSlide: page.locator('#banksearch-stage [data-stage-slide]'),
  };
}

async function expectZirlShown(page: Page) {
  const shown = storedBranchWidgets(page);
  await expect(shown.teaserHeadline).toHaveText('Ihre Bank: Tiroler Regionalbank Zirl');
  await expect(shown.tooltip.getByRole('heading')).toHaveText(
    'Ihre Filiale: Tiroler Regionalbank Zirl',
  );
  await expect(shown.tooltip.getByRole('listitem')).toHaveText('Sparkassenplatz 26, 6170 Zirl');
  await expect(shown.field).toContainText('Tiroler Regionalbank Zirl');
  await expect(shown.field).toContainText('6170 Zirl');
  await expect(shown.regionalToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(shown.regionalText).toBeVisible();
  await expect(shown.stageSlide).toContainText('Wohnträume in der Region');
}

async function expectNoBranchShown(page: Page) {
  const shown = storedBranchWidgets(page);
  await expect(shown.teaserHeadline).toHaveText('Ihre Bank in der Nähe');
  await expect(shown.tooltip).toBeEmpty();
  await expect(shown.field).toContainText('Sie haben noch keine Bank ausgewählt.');
  await expect(shown.regionalToggle).toHaveCount(0);
  await expect(widget(page, 'regional-content')).toBeEmpty();
  await expect(shown.stageSlide).toHaveCount(0);
}

/** Marks the document, so a test can prove that a change happened without reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
const expectSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');

test.describe('a visitor with a stored branch', () => {
  test('sees it in the teaser, tooltip, bank-search field and regional content (with its stage slide)', async ({
    page,
    context,
  }) => {
    const console = collectConsole(page);
    await storeBeforeLoad(context);
    await openBanksearch(page);
    await expectZirlShown(page);
    await storedBranchWidgets(page).regionalToggle.click();
    await expect(storedBranchWidgets(page).regionalText).toBeHidden();
    await storedBranchWidgets(page).regionalToggle.click();
    await expectNoAxeViolations(page);
    expect(console.errors).toEqual([]);
  });

  test('deletes the assignment in the tooltip: every widget updates without reload', async ({
    page,
    context,
  }) => {
    await storeBeforeLoad(context);
    await openBanksearch(page);
    await expectZirlShown(page);
    await markDocument(page);
    await storedBranchWidgets(page)
      .tooltip.getByRole('button', { name: 'Zuordnung löschen' })
      .click();
    await expectNoBranchShown(page);
    await expectSameDocument(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), BRANCH_KEY)).toBeNull();
  });

  test('deletes the assignment from the teaser’s info popover', async ({ page, context }) => {
    await storeBeforeLoad(context);
    await openBanksearch(page);
    await widget(page, 'bank-teaser')
      .getByRole('button', { name: 'Informationen zu Ihrer Bank' })
      .click();
    const popover = page.getByRole('dialog', { name: 'Ihre Bank' });
    await expect(popover).toHaveAttribute('id', /^ctb-popover-bank-teaser-/);
    await expect(popover).toContainText('Tiroler Regionalbank Zirl');
    await expect(popover.getByRole('button', { name: 'Bank ändern' })).toBeVisible();
    await expectNoAxeViolations(page, '.ctb-layer');
    await popover.getByRole('button', { name: 'Zuordnung löschen' }).click();
    await expect(popover).toHaveCount(0);
    await expectNoBranchShown(page);
  });

  test('a branch stored or deleted in another tab shows up here without reload', async ({
    context,
  }) => {
    const here = await context.newPage();
    const there = await context.newPage();
    await openBanksearch(here);
    await openBanksearch(there);
    await expectNoBranchShown(here);
    await markDocument(here);

    // The other tab stores the branch (the branch store writes localStorage).
    await there.evaluate(([key, value]) => localStorage.setItem(key, value), [
      BRANCH_KEY,
      JSON.stringify(ZIRL),
    ] as const);
    await expectZirlShown(here);

    // This tab deletes it through the tooltip; the other tab follows.
    await there.reload();
    await expectZirlShown(there);
    await here.bringToFront();
    await storedBranchWidgets(here)
      .tooltip.getByRole('button', { name: 'Zuordnung löschen' })
      .click();
    await expectNoBranchShown(there);
    await expectSameDocument(here);
  });
});

test.describe('the start page', () => {
  test('its bank teaser greets the stored branch and forgets it when deleted', async ({
    page,
    context,
  }) => {
    await storeBeforeLoad(context);
    await page.goto('/de/index.html');
    const teaser = widget(page, 'bank-teaser');
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(
      'Ihre Bank: Tiroler Regionalbank Zirl',
    );
    await expectNoAxeViolations(page, '[data-widget="banksearch/bank-teaser"]');
    await teaser.getByRole('button', { name: 'Informationen zu Ihrer Bank' }).click();
    await page
      .getByRole('dialog', { name: 'Ihre Bank' })
      .getByRole('button', { name: 'Zuordnung löschen' })
      .click();
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText('Ihre Bank in der Nähe');
    await expect(
      teaser.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
    ).toBeVisible();
  });
});

test.describe('choosing a branch in the bank search overlay', () => {
  test('every widget follows, here and in another tab, without reload', async ({ context }) => {
    const here = await context.newPage();
    const there = await context.newPage();
    await openBanksearch(there);
    await openBanksearch(here);
    await markDocument(here);
    const { field } = storedBranchWidgets(here);
    await field.getByRole('button', { name: 'Bank auswählen' }).click();

    const overlay = here.getByRole('dialog', { name: 'Filiale finden' });
    const sidebar = overlay.getByRole('region', { name: 'Filialsuche' });
    await sidebar.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }).fill('Zirl');
    await sidebar.getByRole('button', { name: 'Suchen', exact: true }).click();
    await sidebar.getByRole('button', { name: `Details zu ${ZIRL.name}` }).click();
    await overlay.getByRole('button', { name: 'Als meine Filiale speichern' }).click();
    await expect(overlay).toHaveCount(0);

    await expectZirlShown(here);
    await expect(field.getByRole('button', { name: 'Bank ändern' })).toBeFocused();
    await expectSameDocument(here);
    await expectZirlShown(there);
  });
});

test.describe('regional content', () => {
  const regionalRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/regional-content.html')) urls.push(request.url());
    });
    return urls;
  };

  for (const [failure, answer] of [
    ['fails (500)', { status: 500, contentType: 'application/json', body: '{"message":"x"}' }],
    [
      'is a whole HTML page',
      {
        status: 200,
        contentType: 'text/html',
        body: '<!DOCTYPE html><html><body>Login</body></html>',
      },
    ],
    ['is empty', { status: 200, contentType: 'text/html', body: '' }],
  ] as const) {
    test(`is hidden when the answer ${failure}, the other widgets stay`, async ({
      page,
      context,
    }) => {
      await storeBeforeLoad(context);
      await page.route('**/banken/*/regional-content.html', (route) => route.fulfill(answer));
      const requests = regionalRequests(page);
      await openBanksearch(page);
      await expect(storedBranchWidgets(page).teaserHeadline).toHaveText(
        'Ihre Bank: Tiroler Regionalbank Zirl',
      );
      await expect.poll(() => requests.length).toBe(1);
      await expect(widget(page, 'regional-content')).toBeEmpty();
      await expect(storedBranchWidgets(page).stageSlide).toHaveCount(0);
    });
  }

  test('mounts the widgets its HTML contains', async ({ page, context }) => {
    await storeBeforeLoad(context);
    await page.route('**/banken/tirol/regional-content.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<section class="rti-regional"><div class="rti-text"><h2>Ihre Tiroler Regionalbank</h2></div>
<div id="rti-hours" data-widget="banksearch/opening-hours" data-config='{"branchId":"57300-0001","title":"Zirl hat geöffnet?"}'></div></section>`,
      }),
    );
    await openBanksearch(page);
    const nested = page.locator('#rti-hours');
    await expect(nested).toHaveAttribute('data-widget-state', 'mounted');
    await expect(nested.getByRole('heading', { name: 'Zirl hat geöffnet?' })).toBeVisible();
    await expect(nested.getByText(/^Jetzt (geöffnet|geschlossen)$/)).toBeVisible();
  });

  test('is not loaded in the editor’s edit mode', async ({ page, context }) => {
    await storeBeforeLoad(context);
    const requests = regionalRequests(page);
    await openBanksearch(page, '?editMode=true');
    await expect(widget(page, 'regional-content')).toContainText(
      'Regionale Inhalte der gespeicherten Bank werden im Bearbeitungsmodus nicht geladen.',
    );
    await expect(storedBranchWidgets(page).teaserHeadline).toContainText('Zirl');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(storedBranchWidgets(page).stageSlide).toHaveCount(0);
  });
});

test.describe('previewBankdata', () => {
  test('shows the previewed branch, marked, without touching the stored one', async ({
    page,
    context,
  }) => {
    await storeBeforeLoad(context);
    await openBanksearch(page, `?previewBankdata=${VIENNA_HEAD_OFFICE.id}`);
    const tooltip = storedBranchWidgets(page).tooltip;
    await expect(tooltip.getByRole('heading')).toHaveText(
      `Ihre Filiale: ${VIENNA_HEAD_OFFICE.name}`,
    );
    await expect(tooltip.getByText('Vorschau')).toBeVisible();
    await expect(storedBranchWidgets(page).field).toContainText(VIENNA_HEAD_OFFICE.name);
    // The teaser: headline and its location search both name the previewed branch.
    await expect(storedBranchWidgets(page).teaserHeadline).toHaveText(
      new RegExp(VIENNA_HEAD_OFFICE.name),
    );
    await expect(
      widget(page, 'bank-teaser').getByText(`Ihre Filiale: ${VIENNA_HEAD_OFFICE.name}`),
    ).toBeVisible();
    await expect(widget(page, 'bank-teaser').getByText(/Zirl/)).toHaveCount(0);
    await expect(
      widget(page, 'regional-content').getByRole('heading', { name: 'Ihre Donaubank Wien AG' }),
    ).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), BRANCH_KEY);
    expect(JSON.parse(stored ?? 'null')).toEqual(ZIRL);
    await expectNoAxeViolations(page);
  });

  test('ignores an unknown branch id and logs it', async ({ page, context }) => {
    const console = collectConsole(page);
    await storeBeforeLoad(context);
    await openBanksearch(page, '?previewBankdata=00000-0000');
    await expectZirlShown(page);
    await expect(page.getByText('Vorschau')).toHaveCount(0);
    await expect
      .poll(() => console.errors.some((line) => line.includes('previewBankdata=00000-0000')))
      .toBe(true);
  });
});

test.describe('on another bank’s branch page', () => {
  const branchPage = '/banken/wien/filialen/wien-innere-stadt.html';
  const redirect = (page: Page): Locator =>
    page.getByRole('dialog', { name: 'Zu Ihrer Bank wechseln?' });

  test('the branch page shows the branch with its photo and live opening hours', async ({
    page,
  }) => {
    await page.goto(branchPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIENNA_HEAD_OFFICE.name);
    const photo = page.getByRole('img', { name: `${VIENNA_HEAD_OFFICE.name}, Außenansicht` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(
      widget(page, 'opening-hours').getByText(/^Jetzt (geöffnet|geschlossen)$/),
    ).toBeVisible();
    await expect(widget(page, 'opening-hours').getByRole('row')).toHaveCount(7);
    await expect(redirect(page)).toHaveCount(0);
  });

  test('its chat link opens the branch’s chat page in the site layout', async ({ page }) => {
    await page.goto(branchPage);
    await page.getByRole('link', { name: 'Chat mit Ihrer Beraterin' }).click();
    await expect(page).toHaveURL(/\/banken\/wien\/chat\.html\?branch=wien-innere-stadt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Chat mit ${VIENNA_HEAD_OFFICE.name}`,
    );
    await expect(page.getByRole('heading', { name: 'Chat-Zeiten', level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Chat besetzt' }).getByRole('row')).toHaveCount(7);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Zur Bankstelle ${VIENNA_HEAD_OFFICE.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${branchPage.replace(/\./g, '\\.')}$`));
  });

  test('a visitor of another bank is offered to go to it; "stay" is remembered', async ({
    page,
    context,
  }) => {
    await storeBeforeLoad(context);
    await page.goto(branchPage);
    const popover = redirect(page);
    await expect(popover).toContainText('Ihre gespeicherte Bank ist Tiroler Regionalbank Zirl.');
    await expect(popover.getByRole('link', { name: 'Zu meiner Bank' })).toHaveAttribute(
      'href',
      '/banken/tirol/',
    );
    await expectNoAxeViolations(page, '.ctb-layer');
    await popover.getByRole('button', { name: 'Hier bleiben' }).click();
    await expect(popover).toHaveCount(0);
    await page.reload();
    await expect(widget(page, 'redirect-popover')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(redirect(page)).toHaveCount(0);
  });

  test('"go to my bank" leads to the own bank’s site', async ({ page, context }) => {
    await storeBeforeLoad(context);
    await page.goto(branchPage);
    await redirect(page).getByRole('link', { name: 'Zu meiner Bank' }).click();
    await expect(page).toHaveURL(/\/banken\/tirol\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiroler Regionalbank');
    await expect(redirect(page)).toHaveCount(0);
  });
});
