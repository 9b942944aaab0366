import { effectiveAnnualRate } from './effective-annual-rate';

describe('effective annual rate (Directive 2008/48/EC, Annex I)', () => {
  it('finds the rate of a single repayment after one year', () => {
    // 1.000 € lent, 1.100 € repaid after exactly a year: 10 %
    expect(
      effectiveAnnualRate([{ years: 0, amount: 1000 }], [{ years: 1, amount: 1100 }]),
    ).toBeCloseTo(0.1, 10);
  });

  it('annualises a monthly nominal rate by compounding', () => {
    // A 1 % per month annuity has an APRC of 1.01^12 - 1 = 12,6825 %
    const instalment = (1000 * 0.01) / (1 - 1.01 ** -12);
    const repayments = Array.from({ length: 12 }, (_, index) => ({
      years: (index + 1) / 12,
      amount: instalment,
    }));
    expect(effectiveAnnualRate([{ years: 0, amount: 1000 }], repayments)).toBeCloseTo(0.126825, 6);
  });

  it('is zero when exactly the amount lent is repaid', () => {
    expect(
      effectiveAnnualRate([{ years: 0, amount: 500 }], [{ years: 2, amount: 500 }]),
    ).toBeCloseTo(0, 10);
  });
});
