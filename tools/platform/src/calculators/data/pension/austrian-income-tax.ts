/**
 * Austrian income tax tariff 2026 (§ 33 EStG, thresholds after the 2026 indexation): the yearly
 * taxable income above each threshold is taxed at the bracket's rate.
 */
export const INCOME_TAX_BRACKETS_2026: readonly { from: number; percent: number }[] = [
  { from: 0, percent: 0 },
  { from: 13_539, percent: 20 },
  { from: 21_992, percent: 30 },
  { from: 36_458, percent: 40 },
  { from: 70_365, percent: 48 },
  { from: 104_859, percent: 50 },
  { from: 1_000_000, percent: 55 },
];

/** Special payments (13th and 14th): 620 € a year free, then 6 % (the lowest band, simplified). */
export const SPECIAL_PAYMENTS_FREE = 620;
export const SPECIAL_PAYMENTS_PERCENT = 6;

/** Income tax on a yearly taxable income of regular payments. No tax credits (Absetzbeträge). */
export function incomeTax(yearlyTaxable: number): number {
  let tax = 0;
  INCOME_TAX_BRACKETS_2026.forEach((bracket, index) => {
    const upper = INCOME_TAX_BRACKETS_2026[index + 1]?.from ?? Infinity;
    const inBracket = Math.min(yearlyTaxable, upper) - bracket.from;
    if (inBracket > 0) tax += (inBracket * bracket.percent) / 100;
  });
  return tax;
}

/**
 * Net of one regular monthly payment (of 14): gross less insurance (on at most `insuranceCap`),
 * less a twelfth of the tax on twelve such payments. The 13th and 14th, taxed at 6 %, are not
 * part of the monthly figure people compare.
 */
export function monthlyNet(
  gross: number,
  insurancePercent: number,
  insuranceCap = Infinity,
): number {
  const insurance = (Math.min(gross, insuranceCap) * insurancePercent) / 100;
  const taxable = gross - insurance;
  return taxable - incomeTax(taxable * 12) / 12;
}

/** The gross monthly payment whose monthlyNet is `net` (bisection; net rises with gross). */
export function monthlyGrossFromNet(
  net: number,
  insurancePercent: number,
  insuranceCap = Infinity,
): number {
  let low = net;
  let high = net * 3 + 10_000;
  for (let step = 0; step < 100 && high - low > 1e-6; step += 1) {
    const middle = (low + high) / 2;
    if (monthlyNet(middle, insurancePercent, insuranceCap) < net) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
