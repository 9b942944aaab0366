import * as v from '@ctb/shared/validation';
import { fetchJson, paasUrl, useSWRMutation } from '@ctb/shared/http';

/** Exactly one of monthlyRate and term is null: the service computes the missing one. */
export interface CreditRequest {
  creditAmount: number;
  monthlyRate: number | null;
  interestRate: number;
  term: number | null;
}

export const creditResultSchema = v.object({
  term: v.number(),
  creditAmountNet: v.number(),
  targetInterestRate: v.number(),
  effectiveInterest: v.number(),
  totalAmount: v.number(),
  processingFee: v.number(),
  monthlyRate: v.number(),
});

export type CreditResult = v.InferOutput<typeof creditResultSchema>;

/** POST the credit request to the platform (bearer header added by fetchJson). */
export function requestCreditCalculation(serviceUrl: string, request: CreditRequest) {
  return fetchJson(paasUrl(serviceUrl), {
    method: 'POST',
    body: request,
    schema: creditResultSchema,
  });
}

/** Not cached: every change is a new calculation; the latest trigger's answer wins. */
export function useCreditCalculation(serviceUrl: string) {
  return useSWRMutation(
    ['calculators/credit', serviceUrl],
    ([, url], { arg }: { arg: CreditRequest }) => requestCreditCalculation(url, arg),
    { throwOnError: false },
  );
}
