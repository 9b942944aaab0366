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

/** The form page as the CMS renders it: site chrome, a script, and the form in <main>. */
const formPage = `<!doctype html><html><head><script src="/shell.js"></script></head><body>
  <header><nav><a href="/de/index.html">Start</a></nav></header>
  <main>
    <h1>Kontakt</h1>
    <div data-widget="forms/form" data-widget-state="loading" data-config='${attribute({ definition: contactDefinition, headingLevel: 2 })}'></div>
    <img src="x" onerror="window.__overlayHacked = true">
  </main>
  <footer><div data-widget="forms/newsletter" data-config="{}"></div></footer>
</body></html>`;

function formPageService(status = 200) {
  const requested: string[] = [];
  platform.use(
    ...formServices().handlers,
    http.get('http://localhost/de/formulare/kontakt.html', ({ request }) => {
      requested.push(request.url);
      return status === 200
        ? new HttpResponse(formPage, { headers: { 'content-type': 'text/html' } })
        : new HttpResponse('down', { status });
    }),
  );
  return requested;
}

/** An employee item of the lists app, with its contact link marked for the overlay. */
const employeeItem = (prefill: string) => `
  <article><h3>Mag. Eva Huber</h3>
    <a href="/de/formulare/kontakt.html" data-ctb-form-overlay data-ctb-form-prefill='${prefill}'>Termin vereinbaren</a>
  </article>
  <div data-widget="forms/form-overlay" data-config='{"title":"Beratungstermin vereinbaren"}'></div>`;

describe('forms/form-overlay', () => {
  it('opens the link’s form in a dialog, sanitised, mounted and prefilled, and gives the focus back on close', async () => {
    const requested = formPageService();
    const user = userEvent.setup();
    await page.render(employeeItem(attribute({ topic: 'kredit', message: 'Bitte um Beratung.' })));
    const link = screen.getByRole('link', { name: 'Termin vereinbaren' });
    await user.click(link);

    const dialog = await screen.findByRole('dialog', { name: 'Beratungstermin vereinbaren' });
    const topic = await within(dialog).findByLabelText('Thema');
    expect(topic).toHaveDisplayValue('Finanzierung');
    expect(within(dialog).getByLabelText('Ihre Nachricht')).toHaveValue('Bitte um Beratung.');
    // The condition of the prefilled topic holds: the amount shows.
    expect(within(dialog).getByLabelText('Gewünschter Betrag')).toBeInTheDocument();
    // The dialog's title names the form: no second title below it, the steps one level down.
    expect(within(dialog).queryByRole('heading', { name: 'Kontaktformular' })).toBeNull();
    expect(within(dialog).getByRole('heading', { level: 4, name: 'Ihr Anliegen' })).toBeVisible();
    expect(requested).toEqual(['http://localhost/de/formulare/kontakt.html']);
    // Only the form came over: no chrome, script, handler or second widget of the page.
    expect(within(dialog).queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
    expect(dialog.querySelector('script, img, [data-widget="forms/newsletter"]')).toBeNull();
    expect((window as { __overlayHacked?: boolean }).__overlayHacked).toBeUndefined();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
    expect(document.querySelector('[data-widget="forms/form"]')).toBeNull();
  });

  it('keeps the focus inside the dialog while it is open', async () => {
    formPageService();
    const user = userEvent.setup();
    await page.render(employeeItem(attribute({ topic: 'konto' })));
    await user.click(screen.getByRole('link', { name: 'Termin vereinbaren' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Thema');
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('says so when the form cannot be loaded, offers the form page and logs the failure', async () => {
    formPageService(500);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await page.render(employeeItem(attribute({ topic: 'konto' })));
    await user.click(screen.getByRole('link', { name: 'Termin vereinbaren' }));
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Das Formular konnte leider nicht geladen werden.');
    expect(within(alert).getByRole('link', { name: 'Formular öffnen' })).toHaveAttribute(
      'href',
      '/de/formulare/kontakt.html',
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('forms/form-overlay'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('opens the form without prefill when the link’s values are not a map of texts', async () => {
    formPageService();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await page.render(employeeItem('{"topic": 7}'));
    await user.click(screen.getByRole('link', { name: 'Termin vereinbaren' }));
    const topic = await within(await screen.findByRole('dialog')).findByLabelText('Thema');
    expect(topic).toHaveDisplayValue('Bitte wählen');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
