import {
  annuityInstalment,
  calculateCredit,
  CreditNotRepayableError,
  processingFee,
  termForInstalment,
} from './credit-formula';

// Reference figures were worked out outside this code: the instalment from the annuity formula
// in a spreadsheet, the last payment by a month-by-month amortisation table in decimal
// arithmetic, the APRC by Newton's method on the Annex I equation.

describe('credit calculator', () => {
  it('computes the instalment, total and effective rate of 10.000 € at 5 % over 60 months', () => {
    expect(
      calculateCredit({ creditAmount: 10000, interestRate: 5, term: 60, monthlyRate: null }),
    ).toEqual({
      term: 60,
      creditAmountNet: 10000,
      targetInterestRate: 5,
      // 0.05/12 = 0.0041667; 10000 * 0.0041667 / (1 - 1.0041667^-60) = 188.7123...
      monthlyRate: 188.71,
      processingFee: 200,
      // 59 * 188.71 + last payment 188.87 (it carries the rounding) + fee 200
      totalAmount: 11522.76,
      // 9.800 € net of fee repaid by the 60 payments: X = 5.99403 %
      effectiveInterest: 5.994,
    });
  });

  it('computes the term for a given instalment and shortens the last payment', () => {
    const result = calculateCredit({
      creditAmount: 10000,
      interestRate: 5,
      term: null,
      monthlyRate: 200,
    });
    // n = -ln(1 - 10000 * 0.0041667 / 200) / ln(1.0041667) = 56.18, so 57 payments, the last 36.92 €
    expect(result.term).toBe(57);
    expect(result.monthlyRate).toBe(200);
    expect(result.totalAmount).toBe(11436.92); // 56 × 200 + 36,92 + 200 fee
    expect(result.effectiveInterest).toBe(6.05);
  });

  it('matches a longer credit of 30.000 € at 3,9 % over 96 months', () => {
    const result = calculateCredit({
      creditAmount: 30000,
      interestRate: 3.9,
      term: 96,
      monthlyRate: null,
    });
    expect(result.monthlyRate).toBe(364.28);
    expect(result.processingFee).toBe(600);
    expect(result.totalAmount).toBe(35571.37); // 95 × 364,28 + 364,77 + 600 fee
    expect(result.effectiveInterest).toBe(4.522);
  });

  it('charges 2 % processing fee with a minimum of 100 €', () => {
    expect(processingFee(1000)).toBe(100);
    expect(processingFee(5000)).toBe(100);
    expect(processingFee(5001)).toBe(100.02);
    expect(processingFee(25000)).toBe(500);
  });

  it('shows the fee as the only cost of an interest-free credit', () => {
    const result = calculateCredit({
      creditAmount: 1200,
      interestRate: 0,
      term: 12,
      monthlyRate: null,
    });
    expect(result.monthlyRate).toBe(100);
    expect(result.totalAmount).toBe(1300);
    // 1.100 € paid out net of fee, 12 × 100 € back: 17,663 % a year
    expect(result.effectiveInterest).toBe(17.663);
  });

  it('gives an annuity that repays the credit exactly', () => {
    // Independent check: amortise month by month with the unrounded instalment.
    const instalment = annuityInstalment(25000, 6.5, 84);
    let balance = 25000;
    for (let month = 0; month < 84; month += 1) balance = balance * (1 + 0.065 / 12) - instalment;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });

  it('needs no extra month when the instalment fits exactly', () => {
    expect(termForInstalment(1000, 0, 100)).toBe(10);
    expect(termForInstalment(10000, 5, 188.7123364401093)).toBe(60);
  });

  it('refuses an instalment that does not cover the monthly interest', () => {
    // 10.000 € at 6 %: 50 € interest a month
    expect(() => termForInstalment(10000, 6, 50)).toThrow(CreditNotRepayableError);
    expect(() =>
      calculateCredit({ creditAmount: 10000, interestRate: 6, term: null, monthlyRate: 40 }),
    ).toThrow(/Der Kredit würde nie zurückgezahlt/);
  });
});
