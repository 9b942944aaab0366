import { expect, test, type BrowserContext, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { collectConsole } from '../../support/console';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { siteUrl } from '../../support/urls';

// Journeys through the location search on the banksearch page: place predictions with the
// keyboard, choosing a place, the device location granted and denied (the footer variant
// highlights its button), no maps consent (typed text and the device location), and a stored
// branch.

const BANKSEARCH = '/de/banksearch.html';
const LOCATION_ERROR = 'Es ist nicht möglich Ihren Standort zu ermitteln.';
const GRAZ = { latitude: 47.0707, longitude: 15.4395 };

/** The maps consent as libs/shared's consent store keeps it (cookie `ctb_consent`). */
async function grantMapsConsent(context: BrowserContext) {
  await context.addCookies([{ name: 'ctb_consent', value: 'maps', url: siteUrl }]);
}

async function openPage(page: Page) {
  await page.goto(BANKSEARCH);
  // The page's own two (the quickbar of the site chrome holds a third, below <main>).
  const searches = page.locator('main [data-widget="banksearch/location-search"]');
  await expect(searches).toHaveCount(2);
  for (const element of await searches.all())
    await expect(element).toHaveAttribute('data-widget-state', 'mounted');
  return { main: searches.nth(0), footer: searches.nth(1) };
}

test.describe('location search', () => {
  test.beforeEach(async ({ context }) => {
    await grantMapsConsent(context);
  });

  test('predictions from 3 characters, moved through with the arrow keys, closed by Escape', async ({
    page,
  }) => {
    const logged = collectConsole(page);
    const { main } = await openPage(page);
    const box = main.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
    await box.pressSequentially('Gr');
    await page.waitForTimeout(400);
    await expect(main.getByRole('option')).toHaveCount(0);
    await box.pressSequentially('a');
    const options = main.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText('Graz, Österreich');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(
      main.locator('[aria-live="polite"]').filter({ hasText: 'Vorschläge verfügbar' }),
    ).toBeAttached();
    expect(await options.allInnerTexts()).toEqual(
      expect.arrayContaining(['Graz, Österreich', 'Gratkorn, Österreich']),
    );

    await box.press('ArrowDown');
    await expect(box).toHaveValue('Graz, Österreich');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveValue(await options.nth(1).innerText());
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    await expect(box).toHaveValue('Gra');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await expectNoAxeViolations(page, '[data-widget="banksearch/location-search"]');

    await box.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Gra');
    expect(logged.errors).toEqual([]);
  });

  test('choosing a prediction opens the bank search at that place', async ({ page }) => {
    const { main } = await openPage(page);
    const box = main.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
    await box.pressSequentially('Gra');
    await main.getByRole('option', { name: 'Graz, Österreich' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('Graz, Österreich');
    await expect(dialog.getByText(/Filialen? gefunden/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test.describe('device location granted', () => {
    test.use({ geolocation: GRAZ, permissions: ['geolocation'] });

    test('"Mein Standort" opens the bank search at the device location', async ({ page }) => {
      const { main } = await openPage(page);
      await main.getByRole('button', { name: 'Mein Standort' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toHaveValue(/Graz/);
      await expect(dialog.getByText(/Filialen? gefunden/)).toBeVisible();
      await expect(main.getByText(LOCATION_ERROR)).toHaveCount(0);
    });
  });

  test('device location denied shows LOCATIONSEARCH_ERROR; the footer variant highlights its button', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    const { main, footer } = await openPage(page);

    await main.getByRole('button', { name: 'Mein Standort' }).click();
    await expect(main.getByText(LOCATION_ERROR)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const footerButton = footer.getByRole('button', { name: 'Mein Standort' });
    await expect(footerButton).toHaveCount(0);
    await footer.getByRole('combobox').click();
    await expect(footerButton).toBeVisible();
    await footerButton.click();
    await expect(footer.getByText(LOCATION_ERROR)).toBeVisible();
    await expect(footerButton).toHaveAccessibleDescription(LOCATION_ERROR);
    await expect(footerButton).toHaveAttribute('data-geolocation-failed', 'true');
    // The highlighted button stays in view while the message explains it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(footerButton).toBeVisible();
    await expectNoAxeViolations(page, '[data-widget="banksearch/location-search"]');
  });
});

test('without maps consent the typed text opens the bank search by name', async ({ page }) => {
  const { main } = await openPage(page);
  const box = main.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
  await box.pressSequentially('Graz');
  await page.waitForTimeout(400);
  await expect(main.getByRole('option')).toHaveCount(0);
  await box.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveValue('Graz');
  await page.keyboard.press('Escape');
});

test.describe('device location without maps consent', () => {
  test.use({ geolocation: GRAZ, permissions: ['geolocation'] });

  test('"Mein Standort" lists the branches near the device position without loading Google Maps', async ({
    page,
  }) => {
    const mapsRequests: string[] = [];
    page.on('request', (request) => {
      if (/maps-stand-in|maps\.googleapis\.com/.test(request.url()))
        mapsRequests.push(request.url());
    });
    const logged = collectConsole(page);
    const { main, footer } = await openPage(page);
    await main.getByRole('button', { name: 'Mein Standort' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // No address lookup without consent: the position keeps the label "Mein Standort".
    await expect(dialog.getByRole('combobox')).toHaveValue('Mein Standort');
    await expect(dialog.getByText(/Filialen? gefunden/)).toBeVisible();
    const first = dialog.locator('[data-branch-id]').first();
    await expect(first).toContainText('Graz');
    await expect(first).toContainText(/Entfernung: [\d,]+\s?k?m/);
    await expect(main.getByText(LOCATION_ERROR)).toHaveCount(0);
    await expectNoAxeViolations(page, '.ctb-layer');
    expect(mapsRequests).toEqual([]);
    expect(logged.errors).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The footer variant keeps its rule: the button only while the box has focus.
    const footerButton = footer.getByRole('button', { name: 'Mein Standort' });
    await expect(footerButton).toHaveCount(0);
    await footer.getByRole('combobox').click();
    await expect(footerButton).toBeVisible();
  });
});

test('with a stored branch it forwards to the bank and offers to change it', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    localStorage.setItem(
      'ctb.usersBranch',
      JSON.stringify({
        id: '57300-0001',
        name: 'Tiroler Regionalbank Zirl',
        address: { street: 'Sparkassenplatz 26', postalCode: '6170', city: 'Zirl' },
        blz: '57300',
        path: '/banken/tirol',
      }),
    );
  });
  const { main, footer } = await openPage(page);
  await expect(main.getByText('Ihre Filiale: Tiroler Regionalbank Zirl')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Weiter zu meiner Bank' })).toHaveAttribute(
    'href',
    '/banken/tirol',
  );
  await expect(footer.getByRole('link', { name: 'OK' })).toHaveAttribute('href', '/banken/tirol');
  await main.getByRole('button', { name: 'Andere Filiale wählen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, '[data-widget="banksearch/location-search"]');
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('"Suchen" keeps the edge of a button', async ({ page }) => {
    const { main } = await openPage(page);
    await expectOutlinedInForcedColors(main.getByRole('button', { name: 'Suchen' }));
  });
});
