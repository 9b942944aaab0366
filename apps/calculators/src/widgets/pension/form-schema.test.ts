import * as v from '@ctb/shared/validation';
import { createPensionSchema, validatePensionForm } from './form-schema';
import { DEFAULT_PENSION_VALUES, type PensionFormValues } from './form-values';

const today = new Date(2025, 5, 15);
const valid: PensionFormValues = {
  ...DEFAULT_PENSION_VALUES,
  birthDate: '15.03.1980',
  workStart: '01.09.1998',
  contributionMonths: 320,
  netIncome: 2500,
};

function problems(values: Partial<PensionFormValues>, touch = false) {
  const found: Record<string, string> = {};
  validatePensionForm({ ...valid, ...values }, touch, today, (field, message) => {
    found[field] = message;
  });
  return found;
}

describe('pension form rules', () => {
  it('accepts a complete employee form', () => {
    expect(problems({})).toEqual({});
  });

  it('allows at most the whole months since the work start', () => {
    // 01.09.1998 to 15.06.2025: 321 whole months.
    expect(problems({ contributionMonths: 321 })).toEqual({});
    expect(problems({ contributionMonths: 322 })).toEqual({
      contributionMonths: 'calculators.pension.error.months::{"max":321}',
    });
  });

  it('needs at least one contribution month', () => {
    expect(problems({ contributionMonths: 0 }).contributionMonths).toMatch(
      /^calculators\.pension\.error\.months::/,
    );
  });

  it('needs a whole number of contribution months', () => {
    expect(problems({ contributionMonths: 12.5 }).contributionMonths).toBe(
      'calculators.pension.error.monthsRequired',
    );
    expect(problems({ contributionMonths: null }).contributionMonths).toBe(
      'calculators.pension.error.monthsRequired',
    );
  });

  it('keeps amounts at or above 0', () => {
    expect(problems({ netIncome: -1 })).toEqual({ netIncome: 'calculators.pension.error.range' });
    expect(problems({ pensionAccount: -1 })).toEqual({
      pensionAccount: 'calculators.pension.error.range',
    });
  });

  it('uses the numeric message for an amount that is not a number', () => {
    expect(problems({ netIncome: Number.NaN })).toEqual({ netIncome: 'calculators.field.numeric' });
  });

  it('keeps the number of children between 0 and 100, for women only', () => {
    expect(problems({ children: 101 })).toEqual({ children: 'calculators.pension.error.range' });
    expect(problems({ children: 100 })).toEqual({});
    expect(problems({ gender: 'male', retirementAge: 62, children: 101 })).toEqual({});
  });

  it('reads ISO dates on touch devices', () => {
    expect(problems({ birthDate: '1980-03-15', workStart: '1998-09-01' }, true)).toEqual({});
    expect(problems({ birthDate: '15.03.1980', workStart: '1998-09-01' }, true)).toEqual({
      birthDate: 'calculators.pension.error.birthDateInvalid',
    });
  });

  it('reports through the valibot schema with the field as path', () => {
    const result = v.safeParse(
      createPensionSchema(false, () => today),
      { ...valid, birthDate: '' },
    );
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['birthDate', 'calculators.pension.error.birthDateRequired'],
    ]);
  });
});
