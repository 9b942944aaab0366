import {
  ageInYears,
  parseCalendarDate,
  regularRetirementAge,
  wholeMonthsBetween,
} from './retirement-age';

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('regular retirement age', () => {
  it('is 65 for men', () => {
    expect(regularRetirementAge('male', date('1950-01-01'))).toBe(65);
  });

  it('rises for women by half a year per half-year of birth from December 1963', () => {
    expect(regularRetirementAge('female', date('1963-11-30'))).toBe(60);
    expect(regularRetirementAge('female', date('1963-12-01'))).toBe(60.5);
    expect(regularRetirementAge('female', date('1964-06-01'))).toBe(61);
    expect(regularRetirementAge('female', date('1968-05-31'))).toBe(64.5);
    expect(regularRetirementAge('female', date('1968-06-01'))).toBe(65);
    expect(regularRetirementAge('female', date('1990-01-01'))).toBe(65);
  });
});

describe('calendar arithmetic', () => {
  it('counts whole months', () => {
    expect(wholeMonthsBetween(date('2000-01-15'), date('2000-03-14'))).toBe(1);
    expect(wholeMonthsBetween(date('2000-01-15'), date('2000-03-15'))).toBe(2);
  });

  it('gives the age with months as a fraction', () => {
    expect(ageInYears(date('1980-01-01'), date('2026-07-01'))).toBe(46.5);
  });

  it('rejects dates that do not exist', () => {
    expect(parseCalendarDate('2025-02-30')).toBeUndefined();
    expect(parseCalendarDate('01.02.2025')).toBeUndefined();
  });
});
