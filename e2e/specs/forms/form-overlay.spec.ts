import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { submissionsWith, uniqueText } from './forms-support';

test.describe('form overlay', () => {
  test('an adviser’s contact link opens the appointment form in a dialog, prefilled, and gives the focus back', async ({
    page,
  }) => {
    test.slow(); // the page, the list, the form page by ajax and an axe scan
    await page.goto('/de/forms.html');
    const list = page.locator('[data-widget="lists/automated-list"]');
    // The advisers' list sits below the fold: it asks for its items as a visitor scrolls near it.
    await list.scrollIntoViewIfNeeded();
    const link = list.locator('a[data-ctb-form-overlay]').first();
    await expect(link).toBeVisible();
    const prefill = JSON.parse((await link.getAttribute('data-ctb-form-prefill')) ?? '{}') as {
      advisor: string;
    };
    await link.scrollIntoViewIfNeeded();
    // Until the forms app has mounted its overlay, the link is a plain link to the form page
    // (a visitor that quick goes there, as without JavaScript); the overlay takes it from then on.
    await expect(page.locator('[data-widget="forms/form-overlay"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    await link.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Beratungstermin vereinbaren' });
    await expect(dialog).toBeVisible();
    const form = dialog.locator('[data-widget="forms/form"]');
    await expect(form).toHaveAttribute('data-widget-state', 'mounted');
    await expect(form.getByText(prefill.advisor)).toBeVisible();
    await expect(form.getByLabel('Thema der Beratung')).toBeVisible();
    expect(page.url()).toMatch(/\/de\/forms\.html$/);
    await expectNoAxeViolations(page, '.ctb-layer');

    // Focus stays inside the dialog.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('the contact call-to-action opens the contact form in a dialog and sends it from there', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/de/index.html');
    const cta = page.locator('[data-widget="forms/contact-cta"]');
    const button = cta.getByRole('link', { name: 'Kontakt aufnehmen' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Kontakt aufnehmen' });
    const form = dialog.locator('[data-widget="forms/form"]');
    await expect(form.getByLabel('Worum geht es?')).toHaveValue('konto');

    const message = uniqueText('Aus dem Dialog: bitte um Rückruf zu meinem Konto.');
    await form.getByRole('radio', { name: 'Nein' }).check();
    await form.getByLabel('Ihre Nachricht').fill(message);
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByLabel('Vorname').fill('Lena');
    await form.getByLabel('Nachname').fill('Gruber');
    await form.getByLabel('E-Mail-Adresse').fill('lena.gruber@example.at');
    await form.getByRole('radio', { name: 'Per E-Mail' }).check();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByLabel(/Ich habe die Datenschutzinformation gelesen/).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' }),
    ).toBeFocused();
    expect(await submissionsWith(request, 'kontakt', 'message', message)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
  test("on a 320 px phone the dialog shows the current step's whole title beside the other steps' numbers", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/de/index.html');
    await page
      .locator('[data-widget="forms/contact-cta"]')
      .getByRole('link', { name: 'Kontakt aufnehmen' })
      .click();
    const steps = page
      .getByRole('dialog', { name: 'Kontakt aufnehmen' })
      .getByRole('navigation', { name: 'Schritte des Formulars' });
    const current = steps.locator('[aria-current="step"]');
    await expect(current).toHaveText('1Ihr Anliegen');
    // Not cut off: the title's text is as wide as its box.
    expect(
      await current
        .locator('span')
        .last()
        .evaluate((title) => title.scrollWidth <= title.clientWidth),
    ).toBe(true);
    // The other steps show their number; their title is still their name for a screen reader.
    await expect(steps.getByRole('button', { name: 'Ihre Kontaktdaten' })).toHaveText(/^2/);
    await expect(steps.getByRole('button', { name: 'Bestätigung' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});
