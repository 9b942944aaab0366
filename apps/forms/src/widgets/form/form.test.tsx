import { startPlatform } from '@ctb/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contactDefinition } from '../../common/testing/form-definitions';
import { formServices } from '../../common/testing/form-services';
import { formsPage } from '../../common/testing/forms-page';

// Typing through whole forms in jsdom takes a while on a shared machine.
jest.setTimeout(30_000);
// Validating a whole step and opening the next can take over a second on a loaded machine.
const STEP_TIMEOUT = { timeout: 5_000 };

const platform = startPlatform();
const page = formsPage();

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.selectOptions(within(form).getByLabelText('Thema'), 'Konto und Karte');
  await user.type(
    within(form).getByLabelText('Ihre Nachricht'),
    'Bitte um Rückruf wegen meiner Karte.',
  );
  await user.click(within(form).getByRole('button', { name: 'Weiter' }));
}

/** The next step is there once its heading took the focus (typing earlier would lose keys). */
async function stepOpened(form: HTMLElement, title: string) {
  await waitFor(
    () => expect(within(form).getByRole('heading', { name: title })).toHaveFocus(),
    STEP_TIMEOUT,
  );
}

async function fillSecondStep(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await stepOpened(form, 'Ihre Daten');
  await user.type(
    await within(form).findByLabelText('Vor- und Nachname', {}, STEP_TIMEOUT),
    'Anna Berger',
  );
  await user.type(within(form).getByLabelText('E-Mail-Adresse'), 'anna.berger@example.at');
  await user.click(within(form).getByRole('button', { name: 'Weiter' }));
}

describe('forms/form', () => {
  it('refuses a broken definition: error state and one error naming the form id and the first bad path', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = structuredClone(contactDefinition);
    (broken.steps[1]!.fields[1] as { type: string }).type = 'phone';
    const element = await page.place('form', { definition: broken });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      '[ctb] forms/form: form "kontakt-test": invalid definition at steps.1.fields.1.type: must have a known field type',
    );
    expect(element).toBeEmptyDOMElement();
    error.mockRestore();
  });

  it('validates only the current step, lists its errors with links and moves the focus to the first invalid field', async () => {
    platform.use(...formServices().handlers);
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    await user.click(within(form).getByRole('button', { name: 'Weiter' }));

    const topic = within(form).getByLabelText('Thema');
    await waitFor(() => expect(topic).toHaveFocus());
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveAccessibleDescription('Bitte wählen Sie eine Option.');
    const summary = within(form).getByRole('alert');
    expect(
      within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'Ihre Nachricht: Bitte füllen Sie dieses Feld aus.',
      }),
    ).toHaveAttribute('href', `#${within(form).getByLabelText('Ihre Nachricht').id}`);
    await user.click(within(summary).getByRole('link', { name: /Ihre Nachricht/ }));
    expect(within(form).getByLabelText('Ihre Nachricht')).toHaveFocus();
    expect(within(form).queryByLabelText('Vor- und Nachname')).not.toBeInTheDocument();
  });

  it('shows and requires the amount only for a financing question (a live condition)', async () => {
    platform.use(...formServices().handlers);
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    expect(within(form).queryByLabelText(/Gewünschter Betrag/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Thema'), 'Finanzierung');
    const amount = within(form).getByLabelText('Gewünschter Betrag');
    await user.type(within(form).getByLabelText('Ihre Nachricht'), 'Ich plane eine Wohnung.');
    await user.click(within(form).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('EUR Bitte füllen Sie dieses Feld aus.');
    await user.type(amount, '250000');
    expect(amount).toHaveValue('250.000');
    await user.selectOptions(within(form).getByLabelText('Thema'), 'Konto und Karte');
    expect(within(form).queryByLabelText('Gewünschter Betrag')).not.toBeInTheDocument();
  });

  it('moves on to the next step heading, and going back disables the later tabs', async () => {
    platform.use(...formServices().handlers);
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    const tab = (name: RegExp) => within(form).getByRole('button', { name });
    expect(tab(/Ihre Daten/)).toBeDisabled();
    await fillFirstStep(user, form);
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: 'Ihre Daten' })).toHaveFocus(),
    );
    expect(within(form).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Schritt 2 von 3',
    );
    await fillSecondStep(user, form);
    expect(tab(/Ihr Anliegen/)).toBeEnabled();
    expect(tab(/Ihre Daten/)).toBeEnabled();

    await user.click(tab(/Ihr Anliegen/));
    expect(within(form).getByLabelText('Thema')).toHaveValue('konto');
    expect(tab(/Ihre Daten/)).toBeDisabled();
    expect(tab(/Bestätigung/)).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Weiter' }));
    expect(await within(form).findByLabelText('Vor- und Nachname', {}, STEP_TIMEOUT)).toHaveValue(
      'Anna Berger',
    );
    await user.click(within(form).getByRole('button', { name: 'Zurück' }));
    expect(tab(/Ihre Daten/)).toBeDisabled();
  });

  it('submits the visible values with instanceId, tokenId and an idempotency key, then shows the success block with the focus', async () => {
    const services = formServices();
    platform.use(...services.handlers);
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    await fillFirstStep(user, form);
    await fillSecondStep(user, form);
    await user.click(await within(form).findByLabelText(/Datenschutzerklärung/, {}, STEP_TIMEOUT));
    await user.dblClick(within(form).getByRole('button', { name: 'Absenden' }));

    const success = await within(form).findByRole('status');
    await waitFor(() => expect(success).toHaveFocus());
    expect(success).toHaveTextContent('Vielen Dank für Ihre Nachricht');
    expect(success).toHaveTextContent('KF-2026-0001');
    expect(within(form).queryByRole('button', { name: 'Absenden' })).not.toBeInTheDocument();
    expect(services.submitted).toHaveLength(1);
    const [{ body, idempotencyKey }] = services.submitted as [(typeof services.submitted)[number]];
    expect(body).toEqual({
      topic: 'konto',
      message: 'Bitte um Rückruf wegen meiner Karte.',
      name: 'Anna Berger',
      email: 'anna.berger@example.at',
      accountNumber: '',
      privacy: true,
      instanceId: expect.any(String),
      tokenId: expect.stringMatching(/^token-\d+-/),
    });
    expect(body).not.toHaveProperty('amount');
    expect(idempotencyKey).toMatch(/^[\w-]{16,}$/);
  });

  it('says the form could not be loaded, without claiming kept details, and loads it on "Erneut versuchen"', async () => {
    let failures = 1;
    platform.use(
      http.get('http://localhost/forms/kontakt.json', () =>
        failures-- > 0
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json(contactDefinition),
      ),
      ...formServices().handlers,
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const form = await page.place('form', { definitionUrl: '/forms/kontakt.json' });

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Das Formular konnte nicht geladen werden.');
    expect(alert).toHaveTextContent('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.');
    expect(alert).not.toHaveTextContent('Ihre Angaben sind erhalten geblieben.');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('could not be loaded'),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(form).findByLabelText('Thema', {}, STEP_TIMEOUT)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('keeps every value after a failed submission and retries with the same idempotency key', async () => {
    const services = formServices();
    let failures = 1;
    const keys: (string | null)[] = [];
    platform.use(
      http.post('http://localhost/forms/:formId/processForm/', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (failures-- > 0)
          return HttpResponse.json({ message: 'Internal server error.' }, { status: 500 });
        return undefined;
      }),
      ...services.handlers,
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    await fillFirstStep(user, form);
    await fillSecondStep(user, form);
    await user.click(await within(form).findByLabelText(/Datenschutzerklärung/, {}, STEP_TIMEOUT));
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    const send = within(form).getByRole('button', { name: 'Absenden' });
    expect(send).toBeEnabled();
    expect(within(form).getByLabelText(/Datenschutzerklärung/)).toBeChecked();
    await user.click(send);
    await within(form).findByRole('status');
    expect(services.submitted).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(services.submitted[0]?.body).toMatchObject({ name: 'Anna Berger', privacy: true });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('form "kontakt-test" could not be submitted'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('shows the errors the service answers per field', async () => {
    platform.use(
      http.post('http://localhost/forms/:formId/processForm/', () =>
        HttpResponse.json(
          {
            message: 'Invalid form',
            fieldErrors: { privacy: 'Bitte bestätigen Sie die Datenschutzerklärung.' },
          },
          { status: 400 },
        ),
      ),
      ...formServices().handlers,
    );
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    await fillFirstStep(user, form);
    await fillSecondStep(user, form);
    await user.click(await within(form).findByLabelText(/Datenschutzerklärung/, {}, STEP_TIMEOUT));
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    const checkbox = within(form).getByLabelText(/Datenschutzerklärung/);
    await waitFor(() =>
      expect(checkbox).toHaveAccessibleDescription(
        'Bitte bestätigen Sie die Datenschutzerklärung.',
      ),
    );
    await waitFor(() => expect(checkbox).toHaveFocus());
  });

  it('shows the error notification when the form token cannot be fetched, and submits once it can', async () => {
    const services = formServices();
    let tokenFailures = 1;
    platform.use(
      http.get('http://localhost/forms/:formId/token/', () => {
        if (tokenFailures-- > 0) return HttpResponse.json({ message: 'down' }, { status: 500 });
        return undefined;
      }),
      ...services.handlers,
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const form = await page.place('form', { definition: contactDefinition });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Leider ist ein technischer Fehler aufgetreten.',
    );
    await fillFirstStep(user, form);
    await fillSecondStep(user, form);
    await user.click(await within(form).findByLabelText(/Datenschutzerklärung/, {}, STEP_TIMEOUT));
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    await within(form).findByRole('status');
    expect(services.submitted).toHaveLength(1);
    error.mockRestore();
  });

  it('restores a draft after a reload, without sensitive fields, and forgets it after the submission', async () => {
    platform.use(...formServices().handlers);
    const user = userEvent.setup();
    let form = await page.place('form', { definition: contactDefinition });
    await fillFirstStep(user, form);
    await stepOpened(form, 'Ihre Daten');
    await user.type(
      await within(form).findByLabelText('Vor- und Nachname', {}, STEP_TIMEOUT),
      'Anna Berger',
    );
    await user.type(within(form).getByLabelText(/Kontonummer/), 'AT61 1904 3002 3457 3201');
    // The draft is written a moment after typing stops (debounced).
    await waitFor(() => {
      const drafts = Object.keys(sessionStorage).filter((key) =>
        key.startsWith('ctb.forms.draft.'),
      );
      expect(drafts.map((key) => sessionStorage.getItem(key)).join()).toContain('Anna Berger');
    }, STEP_TIMEOUT);

    page.remove(form);
    form = await page.place('form', { definition: contactDefinition });
    expect(
      await within(form).findByText('Wir haben Ihre bisherigen Eingaben wiederhergestellt.'),
    ).toBeInTheDocument();
    expect(await within(form).findByLabelText('Vor- und Nachname', {}, STEP_TIMEOUT)).toHaveValue(
      'Anna Berger',
    );
    expect(within(form).getByLabelText(/Kontonummer/)).toHaveValue('');
    expect(JSON.stringify(sessionStorage)).not.toContain('AT61');

    await user.type(within(form).getByLabelText('E-Mail-Adresse'), 'anna.berger@example.at');
    await user.click(within(form).getByRole('button', { name: 'Weiter' }));
    await user.click(await within(form).findByLabelText(/Datenschutzerklärung/, {}, STEP_TIMEOUT));
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    await within(form).findByRole('status');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('ctb.forms.draft.'))).toEqual(
      [],
    );
  });
});
