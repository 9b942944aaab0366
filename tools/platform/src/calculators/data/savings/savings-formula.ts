import { roundCents } from '../../../common/money';

/** Kapitalertragsteuer (KESt): 25 % withheld on interest from savings accounts in Austria. */
export const KEST_PERCENT = 25;

export interface SavingsRequest {
  seedFund: number;
  /** euro per month; null when the server computes it from the savings goal */
  periodicInstalment: number | null;
  /** nominal interest, % p.a. */
  rate: number;
  /** months */
  maturity: number;
  /** euro; null when the server computes the final balance */
  savingTarget: number | null;
}

export interface SavingsResult {
  seedFund: number;
  savingTarget: number;
  periodicInstalment: number;
  totalContinuousSaveAmount: number;
  interestYield: number;
  interestYieldKest: number;
  amountPaid: number;
}

export interface SavingsGrowth {
  finalBalance: number;
  grossInterest: number;
  kest: number;
}

/**
 * Convention of an Austrian savings account: the seed fund and each monthly instalment are paid
 * in at the start of the month; interest accrues monthly at rate/12 on the balance (linear within
 * the year) and is credited, rounded to cents, every 12 months and at maturity, when 25 % KESt is
 * withheld on it. Credited interest earns interest from then on (yearly compounding).
 */
export function growSavings(
  seedFund: number,
  instalment: number,
  ratePercent: number,
  months: number,
): SavingsGrowth {
  const monthlyRate = ratePercent / 12 / 100;
  let balance = seedFund;
  let accrued = 0;
  let grossInterest = 0;
  let kest = 0;
  for (let month = 1; month <= months; month += 1) {
    balance += instalment;
    accrued += balance * monthlyRate;
    if (month % 12 === 0 || month === months) {
      const credited = roundCents(accrued);
      const withheld = roundCents((credited * KEST_PERCENT) / 100);
      balance = roundCents(balance + credited - withheld);
      grossInterest += credited;
      kest += withheld;
      accrued = 0;
    }
  }
  return {
    finalBalance: roundCents(balance),
    grossInterest: roundCents(grossInterest),
    kest: roundCents(kest),
  };
}

/**
 * The smallest monthly instalment, in whole cents, whose final balance reaches the target;
 * 0 when the seed fund alone gets there. Growth is (up to cent rounding) linear in the
 * instalment, so a linear estimate lands within a few cents and a short walk finds the exact one.
 */
export function instalmentForTarget(
  seedFund: number,
  ratePercent: number,
  months: number,
  target: number,
): number {
  const finalFor = (cents: number) =>
    growSavings(seedFund, cents / 100, ratePercent, months).finalBalance;
  const withoutInstalments = finalFor(0);
  if (withoutInstalments >= target) return 0;
  const perEuro = (finalFor(100_000) - withoutInstalments) / 1000;
  let cents = Math.max(0, Math.ceil(((target - withoutInstalments) / perEuro) * 100));
  while (finalFor(cents) < target) cents += 1;
  while (cents > 0 && finalFor(cents - 1) >= target) cents -= 1;
  return cents / 100;
}

/** The savings calculator: whichever of instalment and goal is null is computed. */
export function calculateSavings(request: SavingsRequest): SavingsResult {
  const { seedFund, rate, maturity } = request;
  const instalment =
    request.periodicInstalment === null
      ? instalmentForTarget(seedFund, rate, maturity, request.savingTarget ?? 0)
      : roundCents(request.periodicInstalment);
  const growth = growSavings(seedFund, instalment, rate, maturity);
  const instalments = roundCents(instalment * maturity);
  return {
    seedFund: roundCents(seedFund),
    // The balance actually reached, after KESt; at least the goal when one was given.
    savingTarget: growth.finalBalance,
    periodicInstalment: instalment,
    totalContinuousSaveAmount: instalments,
    interestYield: growth.grossInterest,
    interestYieldKest: growth.kest,
    amountPaid: roundCents(seedFund + instalments),
  };
}
