import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import type { SavingsRequest } from './api';
import { SavingsCalculator } from './savings-calculator';
import {
  SAVINGS_URL,
  savingsAnswer,
  savingsConfig,
  savingsHandler,
} from './testing/savings-fixtures';

const platform = startPlatform();
const slider = (name: string) => screen.getByRole('slider', { name });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const CTA = 'Beratungstermin vereinbaren';

function moveSlider(name: string, value: number) {
  fireEvent.pointerDown(slider(name));
  fireEvent.change(slider(name), { target: { value: String(value) } });
  fireEvent.pointerUp(slider(name));
}

async function renderCalculator(options = {}) {
  renderWidget(<SavingsCalculator config={savingsConfig} />, options);
  await screen.findByText('Gesamtsparsumme');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('SavingsCalculator', () => {
  it('calculates on load with every slider at the midpoint, asking for the savings goal', async () => {
    const requests: SavingsRequest[] = [];
    platform.use(savingsHandler(requests));
    await renderCalculator();
    expect(requests).toEqual([
      { seedFund: 25000, periodicInstalment: 1005, rate: 2.251, maturity: 126, savingTarget: null },
    ]);
  });

  it('shows accumulated savings, interest, the 25 % KESt line and total savings', async () => {
    platform.use(savingsHandler([]));
    await renderCalculator();
    expect(figure('Angesparter Betrag')).toHaveTextContent('151.000,00 €');
    expect(figure('Zinsertrag')).toHaveTextContent('24.093,57 €');
    expect(figure('abzüglich 25 % KESt')).toHaveTextContent('-6.023,39 €');
    expect(figure('Gesamtsparsumme')).toHaveTextContent('268.045,18 €');
    expect(screen.getByText('Gesamtsparsumme').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('clears the monthly savings when the savings goal changes', async () => {
    const requests: SavingsRequest[] = [];
    platform.use(savingsHandler(requests));
    await renderCalculator();
    moveSlider('Sparziel', 100000);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ savingTarget: 100000, periodicInstalment: null });
    await waitFor(() => expect(slider('Monatliche Sparrate')).toHaveValue('1005'));
  });

  it('shows the monthly savings the server computed for a goal to the cent, the slider on whole euros', async () => {
    platform.use(
      savingsHandler([], (request) =>
        savingsAnswer(
          request,
          request.periodicInstalment === null ? { periodicInstalment: 145.51 } : {},
        ),
      ),
    );
    await renderCalculator();
    expect(figure('Monatliche Sparrate')).toHaveTextContent('1.005,00 €');
    moveSlider('Sparziel', 20000);
    await waitFor(() => expect(figure('Monatliche Sparrate')).toHaveTextContent('145,51 €'));
    expect(slider('Monatliche Sparrate')).toHaveValue('146');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monatliche Sparrate',
      'Angesparter Betrag',
      'Zinsertrag',
      'abzüglich 25 % KESt',
      'Gesamtsparsumme',
    ]);
  });

  it('clears the savings goal when the monthly savings change', async () => {
    const requests: SavingsRequest[] = [];
    platform.use(savingsHandler(requests));
    await renderCalculator();
    moveSlider('Sparziel', 100000);
    await waitFor(() => expect(requests).toHaveLength(2));
    moveSlider('Monatliche Sparrate', 300);
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toMatchObject({ periodicInstalment: 300, savingTarget: null });
  });

  it('clears the savings goal when deposit, rate or duration change', async () => {
    const requests: SavingsRequest[] = [];
    platform.use(savingsHandler(requests));
    await renderCalculator();
    moveSlider('Sparziel', 100000);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(slider('Monatliche Sparrate')).toHaveValue('1005'));
    moveSlider('Einmalerlag', 1000);
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toEqual({
      seedFund: 1000,
      periodicInstalment: 1005,
      rate: 2.251,
      maturity: 126,
      savingTarget: null,
    });
    moveSlider('Zinssatz', 1.5);
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]).toMatchObject({ rate: 1.5, savingTarget: null });
    moveSlider('Laufzeit', 60);
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests[4]).toMatchObject({ maturity: 60, savingTarget: null });
  });

  it('widens the slider limits to include the values the server returned', async () => {
    platform.use(savingsHandler([], (request) => savingsAnswer(request, { savingTarget: 612345 })));
    await renderCalculator();
    expect(slider('Sparziel')).toHaveAttribute('max', '612345');
    expect(slider('Sparziel')).toHaveValue('612345');
  });

  it('uses the steps 100 for the deposit, 0.001 for the rate and 1 otherwise, rate bounds on the step', async () => {
    platform.use(savingsHandler([]));
    await renderCalculator();
    expect(slider('Einmalerlag')).toHaveAttribute('step', '100');
    expect(slider('Zinssatz')).toHaveAttribute('step', '0.001');
    expect(slider('Zinssatz')).toHaveAttribute('max', '4.001');
    expect(slider('Laufzeit')).toHaveAttribute('step', '1');
    expect(slider('Zinssatz')).toHaveAttribute('aria-valuetext', '2,251 %');
  });

  it('offers an appointment only when the total savings are above zero', async () => {
    platform.use(savingsHandler([]));
    await renderCalculator();
    expect(screen.getByRole('link', { name: CTA })).toHaveAttribute('href', '/de/sparen/termin');
    platform.use(savingsHandler([], (request) => savingsAnswer(request, { savingTarget: 0 })));
    moveSlider('Einmalerlag', 0);
    await waitFor(() => expect(figure('Gesamtsparsumme')).toHaveTextContent('0,00 €'));
    expect(screen.queryByRole('link', { name: CTA })).not.toBeInTheDocument();
  });

  it('hides the result and shows the technical error with the server message, focused', async () => {
    platform.use(savingsHandler([]));
    await renderCalculator();
    platform.use(
      http.post(SAVINGS_URL, () =>
        HttpResponse.json({ message: 'Laufzeit ungültig.' }, { status: 400 }),
      ),
    );
    moveSlider('Laufzeit', 200);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    expect(error).toHaveTextContent('Laufzeit ungültig.');
    expect(screen.queryByText('Gesamtsparsumme')).not.toBeInTheDocument();
    await waitFor(() => expect(error).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('does not move the view to an error of the calculation on load', async () => {
    platform.use(
      http.post(SAVINGS_URL, () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    renderWidget(<SavingsCalculator config={savingsConfig} />);
    const error = await screen.findByRole('alert');
    expect(error).not.toHaveFocus();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the legal information in a modal loaded from the CMS', async () => {
    platform.use(
      savingsHandler([]),
      http.get('*/de/sparen/hinweise.html', () => HttpResponse.text('<p>Angaben ohne Gewähr</p>')),
    );
    await renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Rechtliche Hinweise' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Angaben ohne Gewähr')).toBeInTheDocument();
  });

  it('disables the sliders in the edit mode of the CMS', async () => {
    platform.use(savingsHandler([]));
    await renderCalculator({ editMode: true });
    expect(slider('Einmalerlag')).toBeDisabled();
    expect(slider('Sparziel')).toBeDisabled();
  });

  it('puts its title at the configured level with the CMS intro under it', async () => {
    platform.use(savingsHandler([]));
    const config = { ...savingsConfig, intro: 'Nach Abzug der KESt.', headingLevel: 4 as const };
    renderWidget(<SavingsCalculator config={config} />);
    await screen.findByText('Gesamtsparsumme');
    const region = screen.getByRole('region', { name: 'Sparrechner' });
    expect(within(region).getByRole('heading', { level: 4, name: 'Sparrechner' })).toBeVisible();
    expect(within(region).getByText('Nach Abzug der KESt.')).toBeVisible();
    expect(
      within(region).getByRole('heading', { level: 5, name: 'Ihr Sparergebnis' }),
    ).toBeVisible();
  });

  it('speaks Croatian on Croatian pages', async () => {
    platform.use(savingsHandler([]));
    renderWidget(<SavingsCalculator config={savingsConfig} />, { language: 'hr' });
    expect(await screen.findByText('Ukupna ušteđevina')).toBeInTheDocument();
    expect(slider('Cilj štednje')).toBeInTheDocument();
  });
});
