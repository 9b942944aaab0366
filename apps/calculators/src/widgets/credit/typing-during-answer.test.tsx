import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { figure, moveSlider } from '../../common/testing/slider-helpers';
import type { CreditRequest } from './api';
import { CreditCalculator } from './credit-calculator';
import { CREDIT_URL, creditAnswer, creditConfig } from './testing/credit-fixtures';

const platform = startPlatform();
const field = (name: string) => screen.getByRole('textbox', { name });

/** Answers every request at once, except the ones sent while held: those wait for release(). */
function heldPlatform(answer = (request: CreditRequest) => creditAnswer(request)) {
  const requests: CreditRequest[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  platform.use(
    http.post(CREDIT_URL, async ({ request }) => {
      const body = (await request.json()) as CreditRequest;
      requests.push(body);
      if (held) await held;
      return HttpResponse.json(answer(body));
    }),
  );
  return {
    requests,
    hold() {
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

async function renderCalculator() {
  renderWidget(<CreditCalculator config={creditConfig} />);
  await screen.findByText('Nettokreditbetrag');
}

describe('A calculation answer arriving while the visitor types', () => {
  it('does not overwrite the term being typed, and the typed term is calculated when left', async () => {
    const service = heldPlatform();
    const user = userEvent.setup();
    await renderCalculator();

    service.hold();
    moveSlider('Monatliche Rate', 900);
    await waitFor(() => expect(service.requests).toHaveLength(2));
    await user.clear(field('Laufzeit'));
    await user.type(field('Laufzeit'), '48');
    service.release();

    // The answer computed 84 months for 900 € a month: the result says so, the field keeps 48.
    await waitFor(() => expect(figure('Laufzeit')).toHaveTextContent('84 Monate'));
    expect(field('Laufzeit')).toHaveValue('48');
    expect(field('Laufzeit')).toHaveFocus();

    await user.tab();
    await waitFor(() => expect(service.requests).toHaveLength(3));
    expect(service.requests[2]).toMatchObject({ term: 48, monthlyRate: null });
  });

  it('shows a returned instalment in a focused field only when it is left unchanged, without recalculating', async () => {
    const service = heldPlatform((request) =>
      creditAnswer(request, request.term === 100 ? { monthlyRate: 620.5 } : {}),
    );
    const user = userEvent.setup();
    await renderCalculator();
    await waitFor(() => expect(field('Monatliche Rate')).toHaveValue('812'));

    service.hold();
    moveSlider('Laufzeit', 100);
    await waitFor(() => expect(service.requests).toHaveLength(2));
    await user.click(field('Monatliche Rate'));
    service.release();

    await waitFor(() => expect(figure('Monatliche Rate')).toHaveTextContent('620,50 €'));
    expect(field('Monatliche Rate')).toHaveValue('812');

    await user.tab();
    expect(field('Monatliche Rate')).toHaveValue('621');
    expect(service.requests).toHaveLength(2);
  });
});
