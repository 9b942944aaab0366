import { calculateSavings, growSavings, instalmentForTarget } from './savings-formula';

describe('savings calculator', () => {
  it('credits a year of interest on a seed fund and withholds 25 % KESt', () => {
    // 10.000 € at 2 %: 200 € interest, 50 € KESt
    expect(growSavings(10000, 0, 2, 12)).toEqual({
      finalBalance: 10150,
      grossInterest: 200,
      kest: 50,
    });
  });

  it('compounds yearly: the second year earns interest on the net interest of the first', () => {
    // year 2: 10.150 × 2 % = 203 €, KESt 50,75 €
    expect(growSavings(10000, 0, 2, 24)).toEqual({
      finalBalance: 10302.25,
      grossInterest: 403,
      kest: 100.75,
    });
  });

  it('pays instalments at the start of each month', () => {
    // 100 € a month at 1,2 %: balances 100, 200 ... 1.200 earn 0,1 % each month = 7,80 €
    expect(growSavings(0, 100, 1.2, 12)).toEqual({
      finalBalance: 1205.85,
      grossInterest: 7.8,
      kest: 1.95,
    });
  });

  it('credits the interest of a broken year at maturity', () => {
    // 6.000 € for 18 months at 3 %: 180 € in year one (net 135), then 6.135 × 0,25 % × 6 = 92,03 €
    expect(growSavings(6000, 0, 3, 18)).toEqual({
      finalBalance: 6204.02, // 6.135 + 92,03 - 23,01 KESt
      grossInterest: 272.03,
      kest: 68.01,
    });
  });

  it('answers every field of the contract for a given instalment', () => {
    const result = calculateSavings({
      seedFund: 10000,
      periodicInstalment: 100,
      rate: 2,
      maturity: 120,
      savingTarget: null,
    });
    expect(result.totalContinuousSaveAmount).toBe(12000);
    expect(result.amountPaid).toBe(22000);
    expect(result.interestYieldKest).toBeCloseTo(result.interestYield * 0.25, 1);
    expect(result.savingTarget).toBeCloseTo(
      result.amountPaid + result.interestYield - result.interestYieldKest,
      2,
    );
    expect(result.savingTarget).toBe(24553.04);
  });

  it('finds the smallest instalment that reaches the goal', () => {
    const instalment = instalmentForTarget(1000, 2, 120, 20000);
    expect(growSavings(1000, instalment, 2, 120).finalBalance).toBeGreaterThanOrEqual(20000);
    expect(growSavings(1000, instalment - 0.01, 2, 120).finalBalance).toBeLessThan(20000);
    // Without interest the goal needs 19.000 / 120 = 158,33 €; interest brings it below that.
    expect(instalment).toBeLessThan(158.34);
    expect(instalment).toBe(145.51);
  });

  it('needs no instalment when the seed fund reaches the goal alone', () => {
    const result = calculateSavings({
      seedFund: 10000,
      periodicInstalment: null,
      rate: 2,
      maturity: 12,
      savingTarget: 10100,
    });
    expect(result.periodicInstalment).toBe(0);
    expect(result.savingTarget).toBe(10150);
  });

  it('divides the goal evenly at zero interest', () => {
    expect(instalmentForTarget(0, 0, 12, 1200)).toBe(100);
  });
});
