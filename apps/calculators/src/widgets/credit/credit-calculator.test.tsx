import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWidget } from './testing/render-widget';
import { figure, moveSlider, slider } from '../../common/testing/slider-helpers';
import { TOKEN, startPlatform } from '@ctb/test-support';
import type { CreditRequest } from './api';
import { CreditCalculator } from './credit-calculator';
import { CREDIT_URL, creditAnswer, creditConfig, creditHandler } from './testing/credit-fixtures';

const platform = startPlatform();

async function renderCalculator(requests: CreditRequest[] = [], options = {}) {
  renderWidget(<CreditCalculator config={creditConfig} />, options);
  await screen.findByText('Nettokreditbetrag');
  return requests;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('CreditCalculator', () => {
  it('sends the bearer token of the token service to the platform', async () => {
    let authorization: string | null = null;
    platform.use(
      http.post(CREDIT_URL, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(
          creditAnswer({ creditAmount: 1, interestRate: 1, term: 12, monthlyRate: null }),
        );
      }),
    );
    await renderCalculator();
    expect(authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('shows all seven figures of the offer in German number format', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    expect(figure('Nettokreditbetrag')).toHaveTextContent('50.500,00 €');
    expect(figure('Sollzinssatz p. a.')).toHaveTextContent('5,625 %');
    expect(figure('Effektiver Jahreszinssatz')).toHaveTextContent('6,102 %');
    expect(figure('Laufzeit')).toHaveTextContent('66 Monate');
    expect(figure('Zu zahlender Gesamtbetrag')).toHaveTextContent('68.236,56 €');
    expect(figure('Bearbeitungsgebühr')).toHaveTextContent('1.262,50 €');
    expect(figure('Monatliche Rate')).toHaveTextContent('812,34 €');
  });

  it('announces the result politely', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    const list = screen.getByText('Nettokreditbetrag').closest('[aria-live]');
    expect(list).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the instalment computed by the server on its slider', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    expect(slider('Monatliche Rate')).toHaveValue('812');
    expect(screen.getByRole('textbox', { name: 'Monatliche Rate' })).toHaveValue('812');
  });

  it('names every slider with its unit in the value text', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    expect(slider('Kreditbetrag')).toHaveAttribute('aria-valuetext', '50.500 €');
    expect(slider('Laufzeit')).toHaveAttribute('aria-valuetext', '66 Monate');
  });

  it('hides the result and shows the technical error with the server message', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    platform.use(
      http.post(CREDIT_URL, () =>
        HttpResponse.json({ message: 'Kreditbetrag zu hoch.' }, { status: 500 }),
      ),
    );
    moveSlider('Kreditbetrag', 90000);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    expect(error).toHaveTextContent('Kreditbetrag zu hoch.');
    expect(screen.queryByText('Nettokreditbetrag')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Beratungstermin vereinbaren' }),
    ).not.toBeInTheDocument();
  });

  it('scrolls to and focuses the error block when a change fails', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    platform.use(
      http.post(CREDIT_URL, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })),
    );
    moveSlider('Laufzeit', 100);
    const error = await screen.findByRole('alert');
    await waitFor(() => expect(error).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('does not move the view to the error when the calculation on load fails', async () => {
    platform.use(
      http.post(CREDIT_URL, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })),
    );
    renderWidget(<CreditCalculator config={creditConfig} />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Nope');
    expect(error).not.toHaveFocus();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the generic text when the answer is not the promised shape', async () => {
    platform.use(http.post(CREDIT_URL, () => HttpResponse.json({ term: 'soon' })));
    renderWidget(<CreditCalculator config={creditConfig} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    );
  });

  it('offers the appointment call to action with the configured link', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    expect(screen.getByRole('link', { name: 'Beratungstermin vereinbaren' })).toHaveAttribute(
      'href',
      '/de/termin',
    );
  });

  it('opens the legal information in a modal loaded from the CMS and sanitised', async () => {
    platform.use(
      creditHandler([]),
      http.get('*/de/rechtliches.html', () =>
        HttpResponse.text('<p>Repräsentatives Beispiel</p><img src=x onerror="alert(1)">'),
      ),
    );
    await renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Repräsentatives Beispiel')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('disables the sliders in the edit mode of the CMS', async () => {
    platform.use(creditHandler([]));
    await renderCalculator([], { editMode: true });
    for (const name of ['Kreditbetrag', 'Sollzinssatz', 'Laufzeit', 'Monatliche Rate']) {
      expect(slider(name)).toBeDisabled();
    }
  });

  it('names its region with its own title and heads the offer one level below', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    const region = screen.getByRole('region', { name: 'Kreditrechner' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Kreditrechner' })).toBeVisible();
    expect(
      within(region).getByRole('heading', { level: 3, name: 'Ihr Kreditangebot' }),
    ).toBeVisible();
  });

  it('shows the title, intro and heading level the CMS configures', async () => {
    platform.use(creditHandler([]));
    const config = {
      ...creditConfig,
      title: 'Ihre Kreditrate berechnen',
      intro: 'Wählen Sie Betrag und Laufzeit.',
      headingLevel: 3 as const,
    };
    renderWidget(<CreditCalculator config={config} />);
    await screen.findByText('Nettokreditbetrag');
    const region = screen.getByRole('region', { name: 'Ihre Kreditrate berechnen' });
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ihre Kreditrate berechnen',
    );
    expect(within(region).getByText('Wählen Sie Betrag und Laufzeit.')).toBeVisible();
    expect(
      within(region).getByRole('heading', { level: 4, name: 'Ihr Kreditangebot' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Kreditrechner' })).not.toBeInTheDocument();
  });

  it('speaks English on English pages', async () => {
    platform.use(creditHandler([]));
    renderWidget(<CreditCalculator config={creditConfig} />, { language: 'en' });
    expect(await screen.findByText('Net credit amount')).toBeInTheDocument();
    expect(figure('Net credit amount')).toHaveTextContent('€50,500.00');
    expect(figure('Term')).toHaveTextContent('66 months');
  });
});
