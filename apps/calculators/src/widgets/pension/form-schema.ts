import * as v from '@ctb/shared/validation';
import { checkDateText, type DateProblem } from '../../common/components/date-field/date-text';
import { displayDate, maxContributionMonths, pensionDateBounds } from './date-rules';
import { formMessage } from './form-message';
import { INCOME_FIELDS, type PensionFormValues } from './form-values';

type Field = keyof PensionFormValues;
type Report = (field: Field, message: string) => void;

const RANGE = 'calculators.pension.error.range';
const DATE_MESSAGES: Record<'birthDate' | 'workStart', Record<'required' | 'invalid', string>> = {
  birthDate: {
    required: 'calculators.pension.error.birthDateRequired',
    invalid: 'calculators.pension.error.birthDateInvalid',
  },
  workStart: {
    required: 'calculators.pension.error.workStartRequired',
    invalid: 'calculators.pension.error.workStartInvalid',
  },
};

function checkDate(
  field: 'birthDate' | 'workStart',
  text: string,
  touch: boolean,
  bounds: { min: Date; max: Date },
  report: Report,
) {
  const problem: DateProblem | null = checkDateText(text, touch, bounds);
  if (problem === 'required' || problem === 'invalid') report(field, DATE_MESSAGES[field][problem]);
  if (problem === 'min')
    report(field, formMessage('calculators.date.min', { date: displayDate(bounds.min) }));
  if (problem === 'max')
    report(field, formMessage('calculators.date.max', { date: displayDate(bounds.max) }));
}

function checkAmount(field: Field, value: number | null, required: boolean, report: Report) {
  if (value === null) {
    if (required) report(field, 'calculators.field.required');
  } else if (Number.isNaN(value)) report(field, 'calculators.field.numeric');
  else if (value < 0) report(field, RANGE);
}

/** Every pension form rule; `today` and `touch` decide the date bounds and format. */
export function validatePensionForm(
  values: PensionFormValues,
  touch: boolean,
  today: Date,
  report: Report,
) {
  const bounds = pensionDateBounds(values, touch, today);
  checkDate('birthDate', values.birthDate, touch, bounds.birth, report);
  checkDate('workStart', values.workStart, touch, bounds.work, report);

  const months = values.contributionMonths;
  const maxMonths = maxContributionMonths(bounds.workDate, today);
  if (months === null || Number.isNaN(months) || !Number.isInteger(months)) {
    report('contributionMonths', 'calculators.pension.error.monthsRequired');
  } else if (months < 1 || (maxMonths !== null && months > maxMonths)) {
    report(
      'contributionMonths',
      formMessage('calculators.pension.error.months', { max: maxMonths ?? 1 }),
    );
  }

  for (const field of INCOME_FIELDS[values.jobGroup])
    checkAmount(field, values[field], true, report);
  checkAmount('pensionAccount', values.pensionAccount, false, report);
  if (values.gender === 'female' && values.children !== null) {
    if (Number.isNaN(values.children) || !Number.isInteger(values.children))
      report('children', 'calculators.field.numeric');
    else if (values.children < 0 || values.children > 100) report('children', RANGE);
  }
}

const numberOrNull = v.nullable(v.number());

/** The valibot schema for the react-hook-form resolver. */
export function createPensionSchema(touch: boolean, today: () => Date = () => new Date()) {
  return v.pipe(
    v.object({
      gender: v.picklist(['female', 'male']),
      jobGroup: v.picklist(['employee', 'laborer', 'selfEmployed', 'farmer']),
      birthDate: v.string(),
      workStart: v.string(),
      contributionMonths: numberOrNull,
      retirementAge: v.number(),
      netIncome: numberOrNull,
      costOfLiving: numberOrNull,
      taxableIncome: numberOrNull,
      propertyValue: numberOrNull,
      pensionAccount: numberOrNull,
      children: numberOrNull,
      salaryAdjusting: v.boolean(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      validatePensionForm(input, touch, today(), (field, message) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
        }),
      );
    }),
  );
}
