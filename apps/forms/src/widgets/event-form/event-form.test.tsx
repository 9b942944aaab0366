import { startPlatform } from '@ctb/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  eventAnswer,
  eventDefinition,
  eventServices,
  openStatus,
} from '../../common/testing/event-services';
import { formsPage } from '../../common/testing/forms-page';

jest.setTimeout(30_000);
const platform = startPlatform();
const page = formsPage();
let invitation = 0;
// Each test has its own invitation: the shared data cache keeps answers by their keys.
const config = (extra: Record<string, unknown> = {}) => ({
  definition: eventDefinition,
  profilePKey: 'p-anna-berger',
  servicePKey: `ev-test-${(invitation += 1)}`,
  ...extra,
});

describe('forms/event-form', () => {
  it('shows the invitation prefilled, no banner while pending, the places left, and options above them disabled', async () => {
    platform.use(...eventServices().handlers);
    const form = await page.place('event-form', config());
    expect(await within(form).findByText('Wohntraum finanzieren')).toBeInTheDocument();
    expect(within(form).getByLabelText('Vorname')).toHaveValue('Anna');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByText('Noch 2 Plätze frei.')).toBeInTheDocument();
    const options = within(within(form).getByLabelText('Wer kommt?')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('posts the registration as form data to /{profilePKey}/{servicePKey} and reloads the page', async () => {
    const services = eventServices();
    platform.use(...services.handlers);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const form = await page.place('event-form', config());
    await user.selectOptions(await within(form).findByLabelText('Wer kommt?'), '2');
    await user.click(within(form).getByLabelText('vegan'));
    await user.click(within(form).getByLabelText('vegetarisch'));
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(services.posted).toHaveLength(1));
    const [{ url, body }] = services.posted as [(typeof services.posted)[number]];
    expect(url).toMatch(/^http:\/\/localhost\/api\/campaign\/forms\/p-anna-berger\/ev-test-\d+$/);
    expect(body.get('firstName')).toBe('Anna');
    expect(body.get('participants')).toBe('2');
    expect(body.getAll('dietary')).toEqual(['vegan', 'vegetarisch']);
    // jsdom cannot navigate: the reload shows as its "not implemented" report.
    await waitFor(() => expect(JSON.stringify(error.mock.calls)).toContain('not implemented'));
    error.mockRestore();
  });

  it.each([
    ['ACCEPTED', 'Sie sind angemeldet'],
    ['DECLINED', 'Ihre Anmeldung wurde abgelehnt'],
    ['WAITLIST', 'Sie stehen auf der Warteliste'],
    ['ATTENDED', 'Danke für Ihre Teilnahme'],
    ['NOTATTENDED', 'Sie waren nicht dabei'],
  ])('shows the %s banner', async (responseStatus, title) => {
    platform.use(...eventServices(eventAnswer({ responseStatus })).handlers);
    const form = await page.place('event-form', config());
    const banner = await within(form).findByRole('status');
    expect(within(banner).getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['openflag', 'Die Anmeldung zu dieser Veranstaltung ist nicht geöffnet.'],
    ['afterRegistrationStart', 'Die Anmeldung hat noch nicht begonnen.'],
    ['beforeRegistrationEnd', 'Die Anmeldefrist ist abgelaufen.'],
  ])(
    'with %s false and the form disabled by config: read-only with its message',
    async (flag, message) => {
      platform.use(
        ...eventServices(eventAnswer({ openstatus: { ...openStatus, [flag]: false } })).handlers,
      );
      const form = await page.place('event-form', config({ disabled: true }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(
        within(form).getByRole('heading', { name: 'Eine Anmeldung ist nicht möglich' }),
      ).toBeInTheDocument();
      expect(within(form).getByLabelText('Vorname')).toBeDisabled();
      expect(within(form).queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
    },
  );

  it('stays editable with a closed flag when the config does not disable it (SPEC)', async () => {
    platform.use(
      ...eventServices(eventAnswer({ openstatus: { ...openStatus, openflag: false } })).handlers,
    );
    const form = await page.place('event-form', config());
    expect(await within(form).findByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('shows the error notification when the event data cannot be loaded', async () => {
    platform.use(
      http.get('http://localhost/api/campaign/forms/eventdata.json', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const form = await page.place('event-form', config());
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    expect(alert).toHaveTextContent('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.');
    // Nothing was entered: not the failed registration's "your details have been kept".
    expect(alert).not.toHaveTextContent('Ihre Angaben sind erhalten geblieben.');
    error.mockRestore();
  });

  it('goes to the error state without an invitation', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const form = await page.place('event-form', { definition: eventDefinition });
    await waitFor(() => expect(form).toHaveAttribute('data-widget-state', 'error'));
    expect(error.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringContaining('forms/event-form: no invitation'),
    );
    error.mockRestore();
  });
});
