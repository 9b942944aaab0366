import { expectNoAxeViolations } from '../../support/axe';
import { expectStateSeenInForcedColors } from '../../support/forced-colors';
import { expect, test, type Locator } from '../../support/test';
import { siteUrl } from '../../support/urls';
import { openFormPage, submissionsWith, uniqueText } from './forms-support';

const usable = (grid: Locator) => grid.locator('button[aria-disabled="false"]');

test.describe('appointment request', () => {
  test.beforeEach(async ({ page, request }) => {
    // A visitor who chose their branch before (the shared branch store in localStorage).
    const answer = await request.post(`${siteUrl}/api/branches/list`, {
      data: { type: 'BANKSTELLENLISTESUCHE', query: 'Innsbruck', filter: [] },
    });
    const [branch] = (await answer.json()).documents as {
      id: string;
      name: string;
      address: { street: string; postalCode: string; city: string };
      blz: string;
    }[];
    expect(branch).toBeDefined();
    const stored = JSON.stringify({
      id: branch!.id,
      name: branch!.name,
      address: branch!.address,
      blz: branch!.blz,
    });
    await page.addInitScript((value) => localStorage.setItem('ctb.usersBranch', value), stored);
  });

  test('proposes times up to the maximum from the stored branch’s calendar and sends them', async ({
    page,
    request,
  }) => {
    test.slow(); // two steps, the calendar and an axe scan
    const form = await openFormPage(page, 'terminvereinbarung');
    await form.getByLabel('Thema der Beratung').selectOption({ label: 'Anlegen und Vorsorgen' });
    // A button list: the radio is drawn as the button its label is.
    await form.getByText('Per Video', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Per Video' })).toBeChecked();

    await form.getByRole('button', { name: 'Nächste Woche' }).click();
    const grid = form.getByRole('grid', { name: /^Freie Termine in der Woche vom/ });
    await expect(grid.getByRole('rowheader').first()).toHaveText(/^Montag/);
    const free = await usable(grid).count();
    expect(free).toBeGreaterThan(3);
    for (let chosen = 0; chosen < 3; chosen += 1)
      await usable(grid).and(grid.locator('[aria-pressed="false"]')).first().click();
    await expect(form.getByText('Ihre Terminvorschläge (3 von 3)')).toBeVisible();
    // At the maximum only the chosen blocks can still be used (to take them back).
    await expect(usable(grid)).toHaveCount(3);
    await expect(grid.locator('[data-capped="true"]')).toHaveCount(free - 3);
    await expectNoAxeViolations(page);

    await form
      .getByRole('button', { name: /^Termin .* entfernen$/ })
      .first()
      .click();
    await expect(form.getByText('Ihre Terminvorschläge (2 von 3)')).toBeVisible();
    await expect(usable(grid)).toHaveCount(free);
    // By keyboard: into the grid, along the blocks, Space chooses.
    await usable(grid).and(grid.locator('[aria-pressed="false"]')).last().focus();
    await page.keyboard.press('Space');
    await expect(form.getByText('Ihre Terminvorschläge (3 von 3)')).toBeVisible();
    const proposals = await form
      .getByRole('button', { name: /^Termin .* entfernen$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    await form.getByRole('button', { name: 'Weiter' }).click();

    const note = uniqueText('Termin');
    await form.getByLabel('Vorname').fill('Jonas');
    await form.getByLabel('Nachname').fill(note);
    await form.getByLabel('E-Mail-Adresse').fill('jonas@example.at');
    await form.getByLabel(/Telefonnummer/).fill('+43 664 1234567');
    await form.getByLabel(/Ich habe die Datenschutzinformation gelesen/).check();
    await form.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Ihre Terminanfrage ist bei uns' }),
    ).toBeFocused();

    const [stored] = await submissionsWith(request, 'terminvereinbarung', 'lastName', note);
    expect(stored?.values).toMatchObject({ topic: 'anlegen', meetingType: 'video' });
    expect(stored?.values['branch']).toMatchObject({ id: expect.any(String) });
    expect(stored?.values['appointment']).toHaveLength(proposals.length);
  });

  test('"Auswahl ändern" clears the proposals', async ({ page }) => {
    const form = await openFormPage(page, 'terminvereinbarung');
    await form.getByRole('button', { name: 'Nächste Woche' }).click();
    const grid = form.getByRole('grid', { name: /^Freie Termine in der Woche vom/ });
    await usable(grid).first().click();
    await usable(grid).nth(1).click();
    await expect(form.getByText('Ihre Terminvorschläge (2 von 3)')).toBeVisible();
    await form.getByRole('button', { name: 'Auswahl ändern' }).click();
    await expect(form.getByText('Ihre Terminvorschläge (0 von 3)')).toBeVisible();
    await expect(grid.locator('[aria-pressed="true"]')).toHaveCount(0);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the chosen way of consultation stands out from the others', async ({ page }) => {
    const form = await openFormPage(page, 'terminvereinbarung');
    await form.getByText('Per Video', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Per Video' })).toBeChecked();
    await expectStateSeenInForcedColors(
      form.getByText('Per Video', { exact: true }),
      form.getByText('Am Telefon', { exact: true }),
    );
  });
});
