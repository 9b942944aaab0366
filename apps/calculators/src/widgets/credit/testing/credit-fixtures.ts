import { http, HttpResponse } from 'msw';
import { PAAS } from '@ctb/test-support';
import type { CreditRequest, CreditResult } from '../api';
import type { CreditConfig } from '../config-schema';

export const creditConfig: CreditConfig = {
  serviceUrl: '/api/calculators/credit',
  amount: { min: 1000, max: 100000 },
  interestRate: { min: 1.01, max: 9.9 },
  term: { min: 12, max: 120 },
  instalment: { min: 50, max: 2000 },
  appointmentUrl: '/de/termin',
  legalInfoUrl: '/de/rechtliches.html',
};

export const CREDIT_URL = `${PAAS}/api/calculators/credit`;

/** An answer in the platform's shape; the computed side follows the request. */
export function creditAnswer(request: CreditRequest, overrides: Partial<CreditResult> = {}) {
  const term = request.term ?? 84;
  const monthlyRate = request.monthlyRate ?? 812.34;
  return {
    term,
    creditAmountNet: request.creditAmount,
    targetInterestRate: request.interestRate,
    effectiveInterest: 6.102,
    totalAmount: 68236.56,
    processingFee: 1262.5,
    monthlyRate,
    ...overrides,
  };
}

/** Records every credit request and answers with creditAnswer (or a test's own answer). */
export function creditHandler(
  requests: CreditRequest[],
  answer: (request: CreditRequest) => Response | Record<string, unknown> = (request) =>
    creditAnswer(request),
) {
  return http.post(CREDIT_URL, async ({ request }) => {
    const body = (await request.json()) as CreditRequest;
    requests.push(body);
    const result = answer(body);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}
