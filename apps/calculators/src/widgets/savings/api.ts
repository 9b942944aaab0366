import * as v from '@ctb/shared/validation';
import { fetchJson, paasUrl, useSWRMutation } from '@ctb/shared/http';

/** Exactly one of periodicInstalment and savingTarget is null: the service computes it. */
export interface SavingsRequest {
  seedFund: number;
  periodicInstalment: number | null;
  rate: number;
  maturity: number;
  savingTarget: number | null;
}

/**
 * savingTarget is the balance after KESt (Kapitalertragsteuer, the 25 % capital gains tax),
 * amountPaid the deposit plus all instalments, interestYield the gross interest and
 * interestYieldKest the tax withheld on it.
 */
export const savingsResultSchema = v.object({
  seedFund: v.number(),
  savingTarget: v.number(),
  periodicInstalment: v.number(),
  totalContinuousSaveAmount: v.number(),
  interestYield: v.number(),
  interestYieldKest: v.number(),
  amountPaid: v.number(),
});

export type SavingsResult = v.InferOutput<typeof savingsResultSchema>;

export function requestSavingsCalculation(serviceUrl: string, request: SavingsRequest) {
  return fetchJson(paasUrl(serviceUrl), {
    method: 'POST',
    body: request,
    schema: savingsResultSchema,
  });
}

/** Every change is a new calculation; the latest trigger's answer wins. */
export function useSavingsCalculation(serviceUrl: string) {
  return useSWRMutation(
    ['calculators/savings', serviceUrl],
    ([, url], { arg }: { arg: SavingsRequest }) => requestSavingsCalculation(url, arg),
    { throwOnError: false },
  );
}
