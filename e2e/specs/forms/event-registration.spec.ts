import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, type Page } from '../../support/test';
import { openFormPage } from './forms-support';

/** The registration page of an invitation, as the invitation e-mail links it. */
const openInvitation = (page: Page, servicePKey: string, profilePKey: string) =>
  openFormPage(page, 'veranstaltung', `?event=${servicePKey}&profile=${profilePKey}`);

test.describe('event registration', () => {
  for (const [profile, event, title] of [
    ['p-markus-huber', 'ev-anlegen', 'Sie sind angemeldet'],
    ['p-sabine-gruber', 'ev-anlegen', 'Ihre Anmeldung wurde abgelehnt'],
    ['p-thomas-wagner', 'ev-vorsorge', 'Sie stehen auf der Warteliste'],
    ['p-eva-pichler', 'ev-unternehmerfruehstueck', 'Danke für Ihre Teilnahme'],
    ['p-lukas-moser', 'ev-unternehmerfruehstueck', 'Sie waren nicht dabei'],
  ] as const) {
    test(`an invitee answered before sees “${title}”`, async ({ page }) => {
      const form = await openInvitation(page, event, profile);
      const banner = form.getByRole('status').filter({ hasText: title });
      await expect(banner.getByRole('heading', { name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('an invitation without an answer shows no banner, the places left and the prefill', async ({
    page,
  }) => {
    const form = await openInvitation(page, 'ev-wohntraum', 'p-anna-berger');
    await expect(form.getByLabel('Vorname')).toHaveValue('Anna');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('anna.berger@example.at');
    await expect(form.getByText(/^Noch \d+ Plätze? frei\.$|^Noch ein Platz frei\.$/)).toBeVisible();
    await expect(
      form.getByRole('heading', { name: /angemeldet|Warteliste|abgelehnt/ }),
    ).toHaveCount(0);
    // Options above the places left cannot be chosen.
    await expect(form.getByRole('option', { name: 'Ich und 3 weitere' })).toBeDisabled();
  });

  for (const [event, message] of [
    ['ev-digital', 'Die Anmeldung zu dieser Veranstaltung ist nicht geöffnet.'],
    ['ev-finanzfuehrerschein', 'Die Anmeldung hat noch nicht begonnen.'],
    ['ev-unternehmerfruehstueck', 'Die Anmeldefrist ist abgelaufen.'],
  ] as const) {
    test(`a registration that is not open (${event}) says why and cannot be sent`, async ({
      page,
    }) => {
      const form = await openInvitation(page, event, 'p-anna-berger');
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel('Vorname')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('registering reloads the page with the confirmation', async ({ page }) => {
    const form = await openInvitation(page, 'ev-anlegen', 'p-anna-berger');
    await form.getByLabel('Wer kommt?').selectOption({ label: 'Ich und 1 weitere' });
    await form.getByRole('checkbox', { name: 'vegetarisch' }).check();
    const reload = page.waitForEvent('load');
    // A repeated run finds Anna registered already: she then changes her registration.
    await form.getByRole('button', { name: /^(Anmelden|Anmeldung ändern)$/ }).click();
    await reload;
    const again = page.locator('main [data-widget="forms/event-form"]');
    await expect(again.getByRole('heading', { name: 'Sie sind angemeldet' })).toBeVisible();
    await expect(again.getByLabel('Wer kommt?')).toHaveValue('2');
  });

  test('a fully booked event takes the registration onto the waiting list', async ({ page }) => {
    const form = await openInvitation(page, 'ev-vorsorge', 'p-anna-berger');
    await expect(
      form.getByText('Ausgebucht: Ihre Anmeldung kommt auf die Warteliste.'),
    ).toBeVisible();
    await form.getByLabel('Wer kommt?').selectOption({ label: 'Nur ich' });
    const reload = page.waitForEvent('load');
    await form.getByRole('button', { name: /^(Anmelden|Anmeldung ändern)$/ }).click();
    await reload;
    await expect(
      page
        .locator('main [data-widget="forms/event-form"]')
        .getByRole('heading', { name: 'Sie stehen auf der Warteliste' }),
    ).toBeVisible();
  });
});
