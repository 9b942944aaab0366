import { calculatePension, type PensionRequest } from './pension-formula';

const jan2026 = new Date(2026, 0, 1);

const selfEmployed: PensionRequest = {
  sex: 'male',
  jobGroup: 'selfEmployed',
  netIncome: 0,
  retirementAccountFlag: false,
  retirementAccountValue: 0,
  costOfLiving: 2000,
  selfEmployedNetIncome: 40000,
  actualUnitValue: 0,
  numberOfChildren: 0,
  dateOfBirth: '1980-01-01',
  dateOfWorkingBegin: '2000-01-01',
  numberOfMonths: 240,
  plannedRetirementAge: 65,
  salaryAdjusting: false,
};

describe('pension estimate', () => {
  it('credits 1,78 % of the yearly base and divides the account by 14', () => {
    // 20 years behind and 19 ahead at 40.000 €: 39 × 712 € = 27.768 €; / 14 = 1.983,43 € gross.
    // Health insurance 5,1 % leaves 1.882,27 €; 12 × that = 22.587,28 € taxable:
    // tax 1.690,60 + (22.587,28 - 21.992) × 30 % = 1.869,19 € a year, 155,77 € a month.
    const result = calculatePension(selfEmployed, jan2026);
    expect(result.calculatedSuccesful).toBe(true);
    expect(result.netRetirement).toBeCloseTo(1882.27 - 155.77, 1);
    expect(result.lastNetIncome).toBe(2000);
    expect(result.netGap).toBeCloseTo(1726.51 - 2000, 2);
  });

  it('uses the pension account statement instead of the past years when given', () => {
    // 14.240 € is exactly what 20 years at 40.000 € credit, so the result is the same
    const result = calculatePension(
      {
        ...selfEmployed,
        retirementAccountFlag: true,
        retirementAccountValue: 14240,
        numberOfMonths: 0,
      },
      jan2026,
    );
    expect(result.netRetirement).toBeCloseTo(1726.51, 2);
  });

  it('deducts 5,1 % per year for a corridor pension and derives gross pay from net', () => {
    // Employee, 56 today, 36 years behind, retiring at 62: 42 years on a 3.000 € salary
    // (net 2.129,45) = 42 × 42.000 × 1,78 % = 31.399,20; / 14 × (1 - 3 × 5,1 %) = 1.899,65 gross;
    // less 5,1 % = 1.802,77; tax (21.633,23 - 13.539) × 20 % / 12 = 134,90; net 1.667,87.
    const result = calculatePension(
      {
        ...selfEmployed,
        jobGroup: 'employee',
        netIncome: 2129.4467,
        costOfLiving: 0,
        selfEmployedNetIncome: 0,
        dateOfBirth: '1970-06-15',
        dateOfWorkingBegin: '1990-06-15',
        numberOfMonths: 432,
        plannedRetirementAge: 62,
      },
      new Date(2026, 5, 15),
    );
    expect(result.calculatedSuccesful).toBe(true);
    expect(result.netRetirement).toBeCloseTo(1667.87, 1);
    expect(result.lastNetIncome).toBe(2129.45);
  });

  it('adds 4,2 % per year of working past the regular age', () => {
    const atRegularAge = calculatePension(selfEmployed, jan2026);
    const twoYearsLater = calculatePension({ ...selfEmployed, plannedRetirementAge: 67 }, jan2026);
    expect(twoYearsLater.netRetirement).toBeGreaterThan(atRegularAge.netRetirement);
  });

  it('raises the last income with the trend flag', () => {
    // 19 working years: the last one is 18 years of 1 % growth away, 2.000 × 1,01^18 = 2.392,29
    const result = calculatePension({ ...selfEmployed, salaryAdjusting: true }, jan2026);
    expect(result.lastNetIncome).toBeCloseTo(2392.29, 2);
  });

  it('counts 4 years of child care per child for women without a statement', () => {
    const woman = { ...selfEmployed, sex: 'female' as const, dateOfBirth: '1980-01-01' };
    const withChildren = calculatePension({ ...woman, numberOfChildren: 2 }, jan2026);
    const without = calculatePension(woman, jan2026);
    expect(withChildren.netRetirement).toBeGreaterThan(without.netRetirement);
  });

  it.each([
    [
      'retirement age already reached',
      { dateOfBirth: '1960-01-01', dateOfWorkingBegin: '1980-01-01', plannedRetirementAge: 62 },
      /bereits erreicht/,
    ],
    [
      'work begun before the 15th birthday',
      { dateOfBirth: '2000-01-01', dateOfWorkingBegin: '2014-06-01', numberOfMonths: 100 },
      /vor Ihrem 15. Geburtstag/,
    ],
    ['retirement before 62', { plannedRetirementAge: 60 }, /frühestens mit 62/],
    [
      'corridor pension without 40 insurance years',
      { plannedRetirementAge: 62 },
      /40 Versicherungsjahre/,
    ],
    ['more contribution months than months worked', { numberOfMonths: 400 }, /Beitragsmonate/],
    ['missing taxable income', { selfEmployedNetIncome: 0 }, /Jahreseinkünfte/],
    ['an impossible date', { dateOfBirth: '1980-02-30' }, /kein gültiges Datum/],
  ])('answers calculatedSuccesful false for %s', (_case, change, message) => {
    const result = calculatePension({ ...selfEmployed, ...change }, jan2026);
    expect(result).toMatchObject({ calculatedSuccesful: false, netRetirement: 0 });
    expect(result.serviceErrorMessage).toMatch(message);
  });
});
