import { expect, test } from '../../support/test';
import { isLocalPlatform } from '../../support/urls';
import {
  attack,
  expectInertWidgets,
  expectNothingRan,
  openUnderAttack,
  scrollThrough,
  XSS_EXPECTED_VIOLATIONS,
  XSS_PAYLOADS,
} from '../../support/xss';

// The corpus is the local platform's switch (docs/security.md, "XSS corpus"): a deployed site has none.
test.skip(!isLocalPlatform, 'the XSS corpus is injected by the local platform');
test.use({ cspExpectations: { violations: XSS_EXPECTED_VIOLATIONS } });

/** Query parameter values (one per page load): an attribute break, a path and a script URL. */
const queryPayloads = [
  '"><img src=x onerror=ctbCanary(1001)>',
  '../../__csp-reports?next=javascript:ctbCanary(1002)',
];

test.describe(`the XSS corpus (${XSS_PAYLOADS.length} payloads) wherever the platform feeds the widgets`, () => {
  test('the start page: calculator, bank teaser, news slider, widget and page config', async ({
    page,
    context,
  }) => {
    const watch = await attack(context);
    await openUnderAttack(page, '/de/index.html');
    await scrollThrough(page);
    await expect(
      page
        .locator('[data-widget="banksearch/bank-teaser"]')
        .getByText('Tiroler Regionalbank Zirl')
        .first(),
    ).toBeVisible();
    await expect(page.locator('[data-widget="lists/teaser-slider"] article').first()).toBeVisible();
    await expectInertWidgets(page);
    expectNothingRan(watch);
  });

  test('the lists page: item texts, titles, links, pictures, Content+ and a payload as search term', async ({
    page,
    context,
  }) => {
    const watch = await attack(context);
    await openUnderAttack(page, '/de/lists.html');
    await scrollThrough(page);
    // The lists still show their items; a title carries its payload as plain text.
    const titles = page.locator('[data-widget="lists/automated-list"] article h3');
    await expect(titles.first()).toBeVisible();
    await expect(titles.filter({ hasText: /ctbCanary|evil\.example/ }).first()).toBeVisible();
    // The list's own search (the shared Combobox); the header's site search is another one.
    const search = page
      .locator('[data-widget="lists/automated-list"]')
      .getByRole('combobox')
      .first();
    await search.fill(XSS_PAYLOADS[0]?.payload ?? '');
    await search.press('Enter');
    await page.waitForLoadState('networkidle');
    await expectInertWidgets(page);
    expectNothingRan(watch);
  });

  test('the branch search: branch names, contact fields, detail card, regional content and stage', async ({
    page,
    context,
  }) => {
    const watch = await attack(context);
    await openUnderAttack(page, '/de/banksearch.html');
    const search = page.locator('[data-widget="banksearch/branch-search"]');
    const results = search.getByRole('button', { name: /^Details zu / });
    await expect(results.first()).toBeVisible();
    await results.first().click();
    await expect(search.getByRole('button', { name: 'Zurück zur Ergebnisliste' })).toBeVisible();
    await expect(
      page.locator('[data-widget="banksearch/regional-content"] section').first(),
    ).toBeVisible();
    await scrollThrough(page);
    await expectInertWidgets(page);
    expectNothingRan(watch);
  });

  test('the calculators: legal information fragments in their dialogs', async ({
    page,
    context,
  }) => {
    const watch = await attack(context);
    await openUnderAttack(page, '/de/calculators.html');
    for (const kind of ['credit', 'savings'] as const) {
      await page
        .locator(`[data-widget="calculators/${kind}"]`)
        .first()
        .getByRole('button', { name: 'Rechtliche Hinweise' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      // The fragment arrived with the corpus appended, and only its harmless rest is shown.
      await expect(dialog.locator('.xss-probe').first()).toBeAttached();
      await expectInertWidgets(page);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
    }
    expectNothingRan(watch);
  });

  test('the other demo pages and a bank page', async ({ page, context }) => {
    const watch = await attack(context);
    for (const path of ['/de/club.html', '/de/forms.html', '/de/market.html', '/banken/tirol/']) {
      await openUnderAttack(page, path);
      await expectInertWidgets(page);
    }
    expectNothingRan(watch);
  });

  test('query parameters: previewBankdata, cd-id and the lists search term', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const watch = await attack(context);
    for (const value of queryPayloads) {
      const query = encodeURIComponent(value);
      await openUnderAttack(page, `/de/banksearch.html?previewBankdata=${query}`);
      await openUnderAttack(page, `/de/club.html?cd-id=${query}`);
      await openUnderAttack(page, `/de/lists.html?query=${query}`);
      await expectInertWidgets(page);
    }
    expectNothingRan(watch);
  });
});
