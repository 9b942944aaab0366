import { incomeTax, monthlyGrossFromNet, monthlyNet } from './austrian-income-tax';

describe('Austrian income tax 2026', () => {
  it('taxes nothing up to 13.539 €', () => {
    expect(incomeTax(13539)).toBe(0);
  });

  it('applies each bracket to the income above its threshold', () => {
    // (21.992 - 13.539) × 20 % = 1.690,60; (30.000 - 21.992) × 30 % = 2.402,40
    expect(incomeTax(30000)).toBeCloseTo(1690.6 + 2402.4, 6);
    // ... + (36.458 - 21.992) × 30 % = 4.339,80; + (50.000 - 36.458) × 40 % = 5.416,80
    expect(incomeTax(50000)).toBeCloseTo(1690.6 + 4339.8 + 5416.8, 6);
  });

  it('turns a gross salary of 3.000 € into the monthly net', () => {
    // social insurance 18,07 % = 542,10; 12 × 2.457,90 = 29.494,80 taxable; tax 3.941,44 / 12
    expect(monthlyNet(3000, 18.07, 6930)).toBeCloseTo(2457.9 - 3941.44 / 12, 6);
  });

  it('caps social insurance at the maximum contribution base', () => {
    // 10.000 € gross: insurance only on 6.930 € = 1.252,25
    const taxable = 10000 - 1252.251;
    expect(monthlyNet(10000, 18.07, 6930)).toBeCloseTo(taxable - incomeTax(taxable * 12) / 12, 2);
  });

  it('inverts net to gross', () => {
    expect(monthlyGrossFromNet(2457.9 - 3941.44 / 12, 18.07, 6930)).toBeCloseTo(3000, 4);
  });
});
