import { startPlatform } from '@ctb/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contactDefinition } from '../../common/testing/form-definitions';
import { formServices } from '../../common/testing/form-services';
import { observingFormsPage } from '../../common/testing/observing-forms-page';

jest.setTimeout(30_000);
const platform = startPlatform();
const page = observingFormsPage();

const attribute = (value: unknown) => JSON.stringify(value).replaceAll("'", '&#39;');

const cta = {
  title: 'Wir sind für Sie da',
  text: 'Schreiben Sie uns – wir melden uns innerhalb eines Werktags.',
  href: '/de/formulare/kontakt.html',
  prefill: { topic: 'konto' },
};

function formPage() {
  const { handlers, submitted } = formServices();
  platform.use(
    ...handlers,
    http.get(
      'http://localhost/de/formulare/kontakt.html',
      () =>
        new HttpResponse(
          `<main><div data-widget="forms/form" data-config='${attribute({ definition: contactDefinition })}'></div></main>`,
          { headers: { 'content-type': 'text/html' } },
        ),
    ),
  );
  return submitted;
}

describe('forms/contact-cta', () => {
  it('invites with its title and text, its button a link to the form page', async () => {
    await page.render(
      `<div data-widget="forms/contact-cta" data-config='${attribute(cta)}'></div>`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wir sind für Sie da' })).toBeVisible();
    expect(
      screen.getByText('Schreiben Sie uns – wir melden uns innerhalb eines Werktags.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/de/formulare/kontakt.html',
    );
  });

  it('opens the contact form in an overlay, prefilled, and closes back to its button', async () => {
    formPage();
    const user = userEvent.setup();
    await page.render(
      `<div data-widget="forms/contact-cta" data-config='${attribute(cta)}'></div>`,
    );
    const button = screen.getByRole('link', { name: 'Kontakt aufnehmen' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt aufnehmen' });
    expect(await within(dialog).findByLabelText('Thema')).toHaveDisplayValue('Konto und Karte');
    await user.type(within(dialog).getByLabelText('Ihre Nachricht'), 'Meine Karte ist gesperrt.');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByLabelText('Vor- und Nachname')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it.each([
    ['a javascript: URL', 'javascript:ctbCanary(61)', 'not a path of this site'],
    ['another host', '//evil.example/form', 'not a path of this site'],
    ['an absolute URL of another origin', 'https://evil.example/form', 'not a path of this site'],
  ])(
    'drops %s as its target, logged once, and still shows its title and text',
    async (_kind, href, reason) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const container = await page.render(
        `<div data-widget="forms/contact-cta" data-config='${attribute({ ...cta, href })}'></div>`,
      );
      expect(container.querySelector('[data-widget]')).toHaveAttribute(
        'data-widget-state',
        'mounted',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Wir sind für Sie da' })).toBeVisible();
      expect(
        screen.getByText('Schreiben Sie uns – wir melden uns innerhalb eines Werktags.'),
      ).toBeVisible();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByText('Kontakt aufnehmen')).not.toBeInTheDocument();
      expect(container.querySelector('[href]')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(
        `[ctb] forms/contact-cta href: dropped the unsafe link ${JSON.stringify(href)}`,
      );
      expect(warn.mock.calls[0]?.[0]).toContain(reason);
      expect(error).not.toHaveBeenCalled();
      warn.mockRestore();
      error.mockRestore();
    },
  );
});
