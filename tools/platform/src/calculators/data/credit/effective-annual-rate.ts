/** One payment of a credit, `years` after the drawdown (months / 12, as the Directive allows). */
export interface CashFlow {
  years: number;
  amount: number;
}

/**
 * The annual percentage rate of charge (effektiver Jahreszins) of Directive 2008/48/EC, Annex I:
 * the X for which the drawdowns, discounted at (1 + X)^-t, equal the discounted repayments and
 * charges. Solved by bisection, since the present value falls strictly as X rises; the answer is
 * exact to far better than the 0.01 % the Directive asks for. Returns X as a fraction (0.05 = 5 %).
 */
export function effectiveAnnualRate(drawdowns: CashFlow[], repayments: CashFlow[]): number {
  const presentValue = (flows: CashFlow[], rate: number) =>
    flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** -flow.years, 0);
  const balance = (rate: number) => presentValue(repayments, rate) - presentValue(drawdowns, rate);

  let low = -0.99;
  let high = 1;
  while (balance(high) > 0 && high < 1e6) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (balance(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
