import { expectNoAxeViolations } from '../../support/axe';
import { expectStateSeenInForcedColors, forcedLook } from '../../support/forced-colors';
import { expect, test, type Locator, type Page } from '../../support/test';
import { isLocalPlatform } from '../../support/urls';
import { openFormPage, submissionsWith, uniqueText } from './forms-support';

const PRIVACY = /Ich habe die Datenschutzinformation gelesen/;

async function firstStep(form: Locator, message: string) {
  await form.getByLabel('Worum geht es?').selectOption({ label: 'Konto und Karten' });
  await form.getByRole('radio', { name: 'Nein' }).check();
  await form.getByLabel('Ihre Nachricht').fill(message);
  await form.getByRole('button', { name: 'Weiter' }).click();
}

async function secondStep(form: Locator) {
  await expect(form.getByRole('heading', { name: 'Ihre Kontaktdaten', level: 3 })).toBeFocused();
  await form.getByLabel('Vorname').fill('Anna');
  await form.getByLabel('Nachname').fill('Berger');
  await form.getByLabel('E-Mail-Adresse').fill('anna.berger@example.at');
  await form.getByRole('radio', { name: 'Per E-Mail' }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
}

/** All three steps filled in, up to the submit button. */
async function fillContactForm(page: Page, message: string): Promise<Locator> {
  const form = await openFormPage(page, 'kontakt');
  await firstStep(form, message);
  await secondStep(form);
  await form.getByLabel(PRIVACY).check();
  return form;
}

test.describe('contact form (three steps)', () => {
  test('validates each step, follows its conditions, goes back and forth and stores the visible values', async ({
    page,
    request,
  }) => {
    test.slow(); // three steps, each validated, and two axe scans
    const message = uniqueText('Bitte um einen Rückruf wegen meiner Finanzierung.');
    const form = await openFormPage(page, 'kontakt');
    const steps = form.getByRole('navigation', { name: 'Schritte des Formulars' });

    // An empty first step: a summary with links, the focus on the first invalid field.
    await form.getByRole('button', { name: 'Weiter' }).click();
    const topic = form.getByLabel('Worum geht es?');
    await expect(topic).toBeFocused();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    const summary = form.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Conditions: financing shows and requires the amount; a customer is asked for the number.
    await expect(form.getByLabel('Gewünschter Finanzierungsbetrag')).toHaveCount(0);
    await topic.selectOption({ label: 'Finanzierung und Wohnen' });
    const amount = form.getByLabel('Gewünschter Finanzierungsbetrag');
    await expect(amount).toBeVisible();
    await form.getByRole('radio', { name: 'Ja' }).check();
    await expect(form.getByLabel('Verfügernummer')).toBeVisible();
    await form.getByLabel('Ihre Nachricht').fill('Zu kurz.');
    await form.getByRole('button', { name: 'Weiter' }).click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(/Bitte füllen Sie dieses Feld aus\./);
    await expect(form.getByLabel('Ihre Nachricht')).toHaveAccessibleDescription(
      /Bitte geben Sie zwischen 20 und 1000 Zeichen ein\./,
    );
    await amount.fill('250000');
    await form.getByLabel('Ihre Nachricht').fill(message);
    await form.getByRole('button', { name: 'Weiter' }).click();

    // Step two; by phone asks when, by e-mail hides that again.
    await expect(form.getByRole('heading', { name: 'Ihre Kontaktdaten', level: 3 })).toBeFocused();
    await expect(steps.getByRole('button', { name: /Bestätigung/ })).toBeDisabled();
    await form.getByLabel('Vorname').fill('Anna');
    await form.getByLabel('Nachname').fill('Berger');
    await form.getByLabel('E-Mail-Adresse').fill('anna.berger@example.at');
    await form.getByRole('radio', { name: 'Telefonisch' }).check();
    await expect(
      form.getByRole('group', { name: /Wann erreichen wir Sie am besten/ }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await expect(form.getByLabel(/Telefonnummer/)).toBeFocused();
    await form.getByRole('radio', { name: 'Per E-Mail' }).check();
    await expect(form.getByRole('group', { name: /Wann erreichen wir Sie am besten/ })).toHaveCount(
      0,
    );

    // Back to step one: its values are kept and the later steps are closed again.
    await form.getByRole('button', { name: 'Zurück' }).click();
    await expect(form.getByLabel('Gewünschter Finanzierungsbetrag')).toHaveValue('250.000');
    await expect(form.getByLabel('Ihre Nachricht')).toHaveValue(message);
    await expect(steps.getByRole('button', { name: /Ihre Kontaktdaten/ })).toBeDisabled();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await expect(form.getByLabel('Vorname')).toHaveValue('Anna');
    await form.getByRole('button', { name: 'Weiter' }).click();

    // Step three and the submission.
    await expect(form.getByRole('heading', { name: 'Bestätigung', level: 3 })).toBeFocused();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await expect(form.getByLabel(PRIVACY)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(PRIVACY).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    const success = form.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' });
    await expect(success).toBeFocused();
    await expect(form.getByLabel('Ihre Nachricht')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const [stored, ...more] = await submissionsWith(request, 'kontakt', 'message', message);
    expect(more).toEqual([]);
    expect(stored?.values).toMatchObject({
      topic: 'finanzierung',
      customer: 'ja',
      amount: 250000,
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna.berger@example.at',
      contactWay: 'email',
      privacy: true,
    });
    // Hidden fields are not sent: the time to call back was hidden again by choosing e-mail.
    expect(stored?.values).not.toHaveProperty('callbackTime');
  });

  test('after a failed submission (500) a retry stores it once, with nothing typed again', async ({
    page,
    request,
  }) => {
    test.skip(!isLocalPlatform, 'needs the local platform’s failure injection');
    const message = uniqueText('Meine Karte wurde eingezogen, bitte um Hilfe.');
    const keys: (string | undefined)[] = [];
    await page.route('**/forms/kontakt/processForm/', async (route) => {
      const headers = route.request().headers();
      keys.push(headers['idempotency-key']);
      // The first submission meets the platform's failure injection, the retry goes through.
      await route.continue({
        headers: keys.length === 1 ? { ...headers, 'x-ctb-fail': '500' } : headers,
      });
    });
    const form = await fillContactForm(page, message);
    await form.getByRole('button', { name: 'Absenden' }).click();
    const failure = form
      .getByRole('alert')
      .filter({ hasText: 'Leider ist ein technischer Fehler aufgetreten.' });
    await expect(failure).toBeVisible();
    await expect(form.getByLabel(PRIVACY)).toBeChecked();
    await expect(form.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(await submissionsWith(request, 'kontakt', 'message', message)).toEqual([]);

    await form.getByRole('button', { name: 'Absenden' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' }),
    ).toBeFocused();
    expect(await submissionsWith(request, 'kontakt', 'message', message)).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a double click sends one submission', async ({ page, request }) => {
    const message = uniqueText('Ich möchte ein Konto für meine Tochter eröffnen.');
    const form = await fillContactForm(page, message);
    await form.getByRole('button', { name: 'Absenden' }).dblclick();
    await expect(
      form.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' }),
    ).toBeVisible();
    expect(await submissionsWith(request, 'kontakt', 'message', message)).toHaveLength(1);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the progress bar shows how far the visitor is', async ({ page }) => {
    const form = await openFormPage(page, 'kontakt');
    const progress = form.getByRole('progressbar', { name: 'Schritte des Formulars' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expectStateSeenInForcedColors(
      progress.locator('[data-filled="true"]').first(),
      progress.locator('[data-filled="false"]').first(),
    );
  });

  test('a field with an error looks different from the same field without one', async ({
    page,
  }) => {
    const form = await openFormPage(page, 'kontakt');
    const topic = form.getByLabel('Worum geht es?');
    const valid = await forcedLook(topic);
    await form.getByRole('button', { name: 'Weiter' }).click();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    // Away from the field, whose focus ring would set it apart on its own.
    await form.getByLabel('Ihre Nachricht').focus();
    expect(await forcedLook(topic)).not.toBe(valid);
  });
});
