import * as v from '@ctb/shared/validation';
import { fetchJson, paasUrl, useSWRMutation } from '@ctb/shared/http';
import type { Gender, JobGroup } from './form-values';

/** The pension service input: dates as YYYY-MM-DD, empty numbers as 0. */
export interface PensionRequest {
  sex: Gender;
  jobGroup: JobGroup;
  netIncome: number;
  retirementAccountFlag: boolean;
  retirementAccountValue: number;
  costOfLiving: number;
  selfEmployedNetIncome: number;
  actualUnitValue: number;
  numberOfChildren: number;
  dateOfBirth: string;
  dateOfWorkingBegin: string;
  numberOfMonths: number;
  plannedRetirementAge: number;
  salaryAdjusting: boolean;
}

/** Monthly net euro; netGap = netRetirement - lastNetIncome. (The service spells "Succesful".) */
export const pensionResultSchema = v.object({
  lastNetIncome: v.number(),
  netRetirement: v.number(),
  netGap: v.number(),
  calculatedSuccesful: v.boolean(),
  serviceErrorMessage: v.optional(v.nullable(v.string())),
});

export type PensionResult = v.InferOutput<typeof pensionResultSchema>;

export function requestPensionCalculation(serviceUrl: string, request: PensionRequest) {
  return fetchJson(paasUrl(serviceUrl), {
    method: 'POST',
    body: request,
    schema: pensionResultSchema,
  });
}

export function usePensionCalculation(serviceUrl: string) {
  return useSWRMutation(
    ['calculators/pension', serviceUrl],
    ([, url], { arg }: { arg: PensionRequest }) => requestPensionCalculation(url, arg),
    { throwOnError: false },
  );
}
