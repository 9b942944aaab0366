import { roundCents, roundRate } from '../../../common/money';
import { effectiveAnnualRate } from './effective-annual-rate';

/**
 * Processing fee (Bearbeitungsentgelt): 2 % of the credit amount, at least 100 €, charged once
 * at payout. A common figure for Austrian consumer credits; it is what makes the effective rate
 * rise above the nominal one, more so for small amounts.
 */
export const PROCESSING_FEE_PERCENT = 2;
export const PROCESSING_FEE_MINIMUM = 100;

export interface CreditRequest {
  creditAmount: number;
  interestRate: number;
  /** months; null when the server computes it from the instalment */
  term: number | null;
  /** euro per month; null when the server computes it from the term */
  monthlyRate: number | null;
}

export interface CreditResult {
  term: number;
  creditAmountNet: number;
  targetInterestRate: number;
  effectiveInterest: number;
  totalAmount: number;
  processingFee: number;
  monthlyRate: number;
}

/** The instalment never exceeds the monthly interest, so the credit would never be repaid. */
export class CreditNotRepayableError extends Error {
  readonly statusCode = 422;
}

export function processingFee(creditAmount: number): number {
  return roundCents(
    Math.max(PROCESSING_FEE_MINIMUM, (creditAmount * PROCESSING_FEE_PERCENT) / 100),
  );
}

const monthlyInterest = (nominalPercent: number) => nominalPercent / 12 / 100;

/** Annuity M = P·r / (1 - (1 + r)^-n), r the nominal rate per month; unrounded. */
export function annuityInstalment(
  principal: number,
  nominalPercent: number,
  months: number,
): number {
  const r = monthlyInterest(nominalPercent);
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euro = (amount: number) => euroFormat.format(amount);

/** Months needed at instalment M: n = -ln(1 - P·r/M) / ln(1 + r), rounded up. */
export function termForInstalment(
  principal: number,
  nominalPercent: number,
  instalment: number,
): number {
  const r = monthlyInterest(nominalPercent);
  if (r === 0) return Math.ceil(principal / instalment - 1e-9);
  if (instalment <= principal * r) {
    throw new CreditNotRepayableError(
      // The bank's service answers in German; the widget shows the message as it comes.
      `Eine Monatsrate von ${euro(instalment)} deckt nicht einmal die monatlichen Zinsen von ${euro(roundCents(principal * r))}: Der Kredit würde nie zurückgezahlt.`,
    );
  }
  const exact = -Math.log(1 - (principal * r) / instalment) / Math.log(1 + r);
  // The tolerance keeps an exact fit (e.g. 10 × 100 € for 1.000 € at 0 %) from becoming n + 1.
  return Math.ceil(exact - 1e-9);
}

/**
 * The payments in cents: n - 1 instalments of M and a last one that clears the balance exactly
 * (smaller after a rounded-up term, a few cents off M after a rounded instalment).
 */
export function repaymentPlan(
  principal: number,
  nominalPercent: number,
  instalment: number,
  months: number,
): number[] {
  const r = monthlyInterest(nominalPercent);
  let balance = principal;
  const payments: number[] = [];
  for (let month = 1; month < months; month += 1) {
    balance = balance * (1 + r) - instalment;
    payments.push(instalment);
  }
  payments.push(roundCents(balance * (1 + r)));
  return payments;
}

/** The credit calculator: whichever of term and instalment is null is computed. */
export function calculateCredit(request: CreditRequest): CreditResult {
  const { creditAmount, interestRate } = request;
  let term: number;
  let instalment: number;
  if (request.monthlyRate === null) {
    term = request.term ?? 0;
    instalment = roundCents(annuityInstalment(creditAmount, interestRate, term));
  } else {
    instalment = roundCents(request.monthlyRate);
    term = termForInstalment(creditAmount, interestRate, instalment);
  }
  const payments = repaymentPlan(creditAmount, interestRate, instalment, term);
  const fee = processingFee(creditAmount);
  // Annex I: drawdown of the credit amount at t = 0; the fee, paid at payout, and the payments.
  const effective = effectiveAnnualRate(
    [{ years: 0, amount: creditAmount }],
    [
      { years: 0, amount: fee },
      ...payments.map((amount, index) => ({ years: (index + 1) / 12, amount })),
    ],
  );
  return {
    term,
    creditAmountNet: roundCents(creditAmount),
    targetInterestRate: roundRate(interestRate),
    effectiveInterest: roundRate(effective * 100),
    totalAmount: roundCents(payments.reduce((sum, payment) => sum + payment, 0) + fee),
    processingFee: fee,
    monthlyRate: instalment,
  };
}
