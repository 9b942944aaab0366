import { startPlatform } from '@ctb/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { formsPage } from '../../common/testing/forms-page';

jest.setTimeout(30_000);
const platform = startPlatform();
const page = formsPage();
const config = {
  action: '/api/newsletter/subscribe',
  title: 'Newsletter',
  checkboxes: [
    { name: 'veranstaltungen', label: 'Veranstaltungen in meiner Region' },
    { name: 'maerkte', label: 'Märkte und Anlegen' },
  ],
};

function newsletterService(status = 201) {
  const posted: unknown[] = [];
  platform.use(
    http.post('http://localhost/api/newsletter/subscribe', async ({ request }) => {
      posted.push(await request.json());
      await delay(50);
      return HttpResponse.json(status < 300 ? { subscribed: true } : { message: 'down' }, {
        status,
      });
    }),
  );
  return posted;
}

describe('forms/newsletter', () => {
  it('sends the address and each ticked topic as true, disabled while sending, then the success panel', async () => {
    const posted = newsletterService();
    const user = userEvent.setup();
    const widget = await page.place('newsletter', config);
    await user.type(within(widget).getByLabelText('E-Mail-Adresse'), 'anna.berger@example.at');
    await user.click(within(widget).getByLabelText('Märkte und Anlegen'));
    await user.click(within(widget).getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(within(widget).getByRole('button', { name: 'Wird gesendet …' })).toBeDisabled();
    const panel = await within(widget).findByRole('status');
    expect(panel).toHaveTextContent('Fast geschafft!');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(posted).toEqual([{ emailAddress: 'anna.berger@example.at', maerkte: true }]);
  });

  it('checks the address first and enables the button again', async () => {
    const posted = newsletterService();
    const user = userEvent.setup();
    const widget = await page.place('newsletter', config);
    await user.type(within(widget).getByLabelText('E-Mail-Adresse'), 'anna@');
    await user.click(within(widget).getByRole('button', { name: 'Newsletter abonnieren' }));
    const field = within(widget).getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(within(widget).getByRole('button', { name: 'Newsletter abonnieren' })).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it('shows the failure panel without sending when the honeypot is filled in', async () => {
    const posted = newsletterService();
    const user = userEvent.setup();
    const widget = await page.place('newsletter', config);
    await user.type(within(widget).getByLabelText('E-Mail-Adresse'), 'bot@example.at');
    await user.type(
      within(widget).getByLabelText('Dieses Feld bitte leer lassen'),
      'https://spam.example',
    );
    await user.click(within(widget).getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(await within(widget).findByRole('alert')).toHaveTextContent(
      'Die Anmeldung hat leider nicht geklappt.',
    );
    expect(posted).toEqual([]);
  });

  it('shows the failure panel when the service fails, and the form again with the address kept', async () => {
    newsletterService(500);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const widget = await page.place('newsletter', config);
    await user.type(within(widget).getByLabelText('E-Mail-Adresse'), 'anna.berger@example.at');
    await user.click(within(widget).getByRole('button', { name: 'Newsletter abonnieren' }));
    const alert = await within(widget).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(within(widget).getByLabelText('E-Mail-Adresse')).toHaveValue('anna.berger@example.at');
    error.mockRestore();
  });
  it('leaves out a checkbox whose name is no technical name, logged once, and signs up with the rest', async () => {
    const posted = newsletterService();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const markup = 'privatkunden <img src=x onerror=ctbCanary(9)>';
    const widget = await page.place('newsletter', {
      ...config,
      checkboxes: [
        { name: markup, label: 'Privatkunden', required: true },
        ...config.checkboxes,
        { name: 'maerkte', label: 'Märkte, noch einmal' },
      ],
    });
    expect(widget).toHaveAttribute('data-widget-state', 'mounted');
    expect(within(widget).getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    const topics = within(widget).getByRole('group', { name: 'Welche Themen interessieren Sie?' });
    expect(within(topics).getAllByRole('checkbox')).toEqual([
      within(topics).getByRole('checkbox', { name: 'Veranstaltungen in meiner Region' }),
      within(topics).getByRole('checkbox', { name: 'Märkte und Anlegen' }),
    ]);
    expect(within(widget).queryByText('Privatkunden')).not.toBeInTheDocument();
    expect(widget.querySelector('img')).toBeNull();
    expect(
      Array.from(widget.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes).filter((attribute) => attribute.value.includes('ctbCanary')),
      ),
    ).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[ctb\] forms\/newsletter: topic checkboxes left out: checkbox 1 \(name "privatkunden <img.*must be a name of letters, digits, - or _; checkbox 4: the name "maerkte" is used twice$/,
    );

    await user.type(within(widget).getByLabelText('E-Mail-Adresse'), 'anna.berger@example.at');
    await user.click(within(widget).getByLabelText('Veranstaltungen in meiner Region'));
    await user.click(within(widget).getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(await within(widget).findByRole('status')).toHaveTextContent('Fast geschafft!');
    expect(posted).toEqual([{ emailAddress: 'anna.berger@example.at', veranstaltungen: true }]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
