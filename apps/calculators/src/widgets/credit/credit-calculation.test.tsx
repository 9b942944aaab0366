import { screen, waitFor } from '@testing-library/react';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { moveSlider, slider } from '../../common/testing/slider-helpers';
import type { CreditRequest } from './api';
import { CreditCalculator } from './credit-calculator';
import { creditAnswer, creditConfig, creditHandler } from './testing/credit-fixtures';

const platform = startPlatform();

async function renderCalculator(requests: CreditRequest[] = [], options = {}) {
  renderWidget(<CreditCalculator config={creditConfig} />, options);
  await screen.findByText('Nettokreditbetrag');
  return requests;
}

describe('Credit calculation', () => {
  it('calculates on load with every slider at the midpoint, asking for the instalment', async () => {
    const requests: CreditRequest[] = [];
    platform.use(creditHandler(requests));
    await renderCalculator(requests);
    expect(requests).toEqual([
      { creditAmount: 50500, monthlyRate: null, interestRate: 5.625, term: 66 },
    ]);
  });

  it('clears the term when the instalment changes', async () => {
    const requests: CreditRequest[] = [];
    platform.use(creditHandler(requests));
    await renderCalculator(requests);
    moveSlider('Monatliche Rate', 900);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({
      creditAmount: 50500,
      monthlyRate: 900,
      interestRate: 5.625,
      term: null,
    });
    await waitFor(() => expect(slider('Laufzeit')).toHaveValue('84'));
  });

  it('clears the instalment when the term changes', async () => {
    const requests: CreditRequest[] = [];
    platform.use(creditHandler(requests));
    await renderCalculator(requests);
    moveSlider('Monatliche Rate', 900);
    await waitFor(() => expect(requests).toHaveLength(2));
    moveSlider('Laufzeit', 48);
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toEqual({
      creditAmount: 50500,
      monthlyRate: null,
      interestRate: 5.625,
      term: 48,
    });
  });

  it('clears the instalment when the amount or the interest rate changes', async () => {
    const requests: CreditRequest[] = [];
    platform.use(creditHandler(requests));
    await renderCalculator(requests);
    moveSlider('Monatliche Rate', 900);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(slider('Laufzeit')).toHaveValue('84'));
    moveSlider('Kreditbetrag', 20000);
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toEqual({
      creditAmount: 20000,
      monthlyRate: null,
      interestRate: 5.625,
      term: 84,
    });
    moveSlider('Sollzinssatz', 3);
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]).toMatchObject({ interestRate: 3, monthlyRate: null, term: 84 });
  });

  it('sets the term to 360 months and recalculates when the returned term is longer', async () => {
    const requests: CreditRequest[] = [];
    platform.use(
      creditHandler(requests, (request) =>
        creditAnswer(request, request.term === null ? { term: 412 } : {}),
      ),
    );
    await renderCalculator(requests);
    moveSlider('Monatliche Rate', 60);
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toEqual({
      creditAmount: 50500,
      monthlyRate: null,
      interestRate: 5.625,
      term: 360,
    });
    await waitFor(() => expect(slider('Laufzeit')).toHaveValue('360'));
    expect(slider('Laufzeit')).toHaveAttribute('max', '360');
  });

  it('widens the slider limits to include the values the server returned', async () => {
    platform.use(creditHandler([], (request) => creditAnswer(request, { monthlyRate: 2480.4 })));
    await renderCalculator();
    expect(slider('Monatliche Rate')).toHaveAttribute('max', '2480');
    expect(slider('Monatliche Rate')).toHaveValue('2480');
  });

  it('rounds the interest rate bounds up to the step of 0.125', async () => {
    platform.use(creditHandler([]));
    await renderCalculator();
    expect(slider('Sollzinssatz')).toHaveAttribute('min', '1.125');
    expect(slider('Sollzinssatz')).toHaveAttribute('max', '10');
    expect(slider('Sollzinssatz')).toHaveAttribute('step', '0.125');
    expect(slider('Kreditbetrag')).toHaveAttribute('step', '100');
  });
});
