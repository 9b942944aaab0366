import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { siteUrl } from '../../support/urls';
import { uniqueText } from './forms-support';

async function subscriptions(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${siteUrl}/api/newsletter/subscriptions.json`);
  expect(answer.ok()).toBe(true);
  return JSON.stringify(await answer.json());
}

/** The newsletter at the foot of the start page. */
async function openNewsletter(page: Page) {
  await page.goto('/de/index.html');
  const widget = page.locator('[data-widget="forms/newsletter"]');
  await expect(widget).toHaveAttribute('data-widget-state', 'mounted');
  await widget.scrollIntoViewIfNeeded();
  return widget;
}

test.describe('newsletter', () => {
  test('signs up with the ticked topics and says what comes next', async ({ page, request }) => {
    const address = `${uniqueText('anna').replace(' ', '.')}@example.at`;
    const newsletter = await openNewsletter(page);
    await newsletter.getByLabel('E-Mail-Adresse').fill('anna@');
    await newsletter.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(newsletter.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await expect(newsletter.getByRole('button', { name: 'Newsletter abonnieren' })).toBeEnabled();
    await expectNoAxeViolations(page, '[data-widget="forms/newsletter"]');

    await newsletter.getByLabel('E-Mail-Adresse').fill(address);
    await newsletter.getByRole('checkbox', { name: 'Märkte und Anlegen' }).check();
    await newsletter.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(newsletter.getByRole('status')).toContainText('Fast geschafft!');
    await expect(newsletter.getByRole('status')).toBeFocused();
    expect(await subscriptions(request)).toContain(address);
  });

  test('a filled honeypot shows the failure panel and sends nothing', async ({ page, request }) => {
    const address = `${uniqueText('robot').replace(' ', '.')}@example.at`;
    const newsletter = await openNewsletter(page);
    let posted = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/newsletter/')) posted += 1;
    });
    await newsletter.getByLabel('E-Mail-Adresse').fill(address);
    // What a robot does: fill every input, the one people never see included.
    await newsletter.getByLabel('Dieses Feld bitte leer lassen').fill('https://spam.example');
    await newsletter.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(newsletter.getByRole('alert')).toContainText(
      'Die Anmeldung hat leider nicht geklappt.',
    );
    expect(posted).toBe(0);
    expect(await subscriptions(request)).not.toContain(address);
  });
});
