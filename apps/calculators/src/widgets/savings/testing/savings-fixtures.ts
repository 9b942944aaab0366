import { http, HttpResponse } from 'msw';
import { PAAS } from '@ctb/test-support';
import type { SavingsRequest, SavingsResult } from '../api';
import type { SavingsConfig } from '../config-schema';

export const savingsConfig: SavingsConfig = {
  serviceUrl: '/api/calculators/savings',
  seedFund: { min: 0, max: 50000 },
  rate: { min: 0.5, max: 4.0005 },
  maturity: { min: 12, max: 240 },
  periodicInstalment: { min: 10, max: 2000 },
  savingTarget: { min: 1000, max: 500000 },
  appointmentUrl: '/de/sparen/termin',
  legalInfoUrl: '/de/sparen/hinweise.html',
};

export const SAVINGS_URL = `${PAAS}/api/calculators/savings`;

/** An answer in the platform's shape; the computed side follows the request. */
export function savingsAnswer(request: SavingsRequest, overrides: Partial<SavingsResult> = {}) {
  return {
    seedFund: request.seedFund,
    savingTarget: request.savingTarget ?? 268045.18,
    periodicInstalment: request.periodicInstalment ?? 1005,
    totalContinuousSaveAmount: 126000,
    interestYield: 24093.57,
    interestYieldKest: 6023.39,
    amountPaid: 151000,
    ...overrides,
  };
}

export function savingsHandler(
  requests: SavingsRequest[],
  answer: (request: SavingsRequest) => Record<string, unknown> = (request) =>
    savingsAnswer(request),
) {
  return http.post(SAVINGS_URL, async ({ request }) => {
    const body = (await request.json()) as SavingsRequest;
    requests.push(body);
    return HttpResponse.json(answer(body));
  });
}
