import { roundToDecimals } from '../../common/calculation/step';
import { parseDateText, toIsoDate } from '../../common/components/date-field/date-text';
import type { PensionRequest } from './api';
import { INCOME_FIELDS, type PensionFormValues } from './form-values';

/** The service input for validated form values; fields that do not apply are sent as 0. */
export function toPensionRequest(values: PensionFormValues, touch: boolean): PensionRequest {
  const asked = new Set<string>(INCOME_FIELDS[values.jobGroup]);
  const amount = (field: 'netIncome' | 'costOfLiving' | 'taxableIncome' | 'propertyValue') =>
    asked.has(field) ? (values[field] ?? 0) : 0;
  const isoDate = (text: string) => {
    const date = parseDateText(text, touch);
    if (!date) throw new Error(`Pension form: "${text}" is not a valid date after validation.`);
    return toIsoDate(date);
  };
  const pensionAccount = values.pensionAccount ?? 0;
  return {
    sex: values.gender,
    jobGroup: values.jobGroup,
    netIncome: amount('netIncome'),
    retirementAccountFlag: pensionAccount > 0,
    retirementAccountValue: pensionAccount,
    costOfLiving: amount('costOfLiving'),
    selfEmployedNetIncome: amount('taxableIncome'),
    actualUnitValue: amount('propertyValue'),
    numberOfChildren: values.gender === 'female' ? (values.children ?? 0) : 0,
    dateOfBirth: isoDate(values.birthDate),
    dateOfWorkingBegin: isoDate(values.workStart),
    numberOfMonths: values.contributionMonths ?? 0,
    plannedRetirementAge: roundToDecimals(values.retirementAge, 1),
    salaryAdjusting: values.salaryAdjusting,
  };
}
