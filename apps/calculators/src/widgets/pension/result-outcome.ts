/** A gap of at least this many euro a month is worth a headline of its own, either way. */
export const NOTABLE_GAP = 100;

export type PensionOutcome = 'positive' | 'congratulation' | 'todo';

/** netGap >= 100: positive; netGap <= -100: something to do; in between: congratulation. */
export function pensionOutcome(netGap: number): PensionOutcome {
  if (netGap >= NOTABLE_GAP) return 'positive';
  if (netGap <= -NOTABLE_GAP) return 'todo';
  return 'congratulation';
}

/** How much of today's income the pension covers, 0 to 100, for the progress circle. */
export function pensionCoverage(netRetirement: number, lastNetIncome: number): number {
  if (lastNetIncome <= 0) return netRetirement > 0 ? 100 : 0;
  return Math.round(Math.min(Math.max(netRetirement / lastNetIncome, 0), 1) * 100);
}
