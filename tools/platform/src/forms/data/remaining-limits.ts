import { ACCOUNT_OPENING_STOCK } from './definitions/account-opening-form';
import type { StoredSubmission } from './forms-store';

const sum = (submissions: StoredSubmission[], value: (values: Record<string, unknown>) => number) =>
  submissions.reduce((total, submission) => total + value(submission.values), 0);

/**
 * What the start account campaign still has: its stock minus every stored submission. The seats
 * limit the infoEvening checkbox (none left: disabled) and the number of persons.
 */
export function accountOpeningLimits(submissions: StoredSubmission[]): Record<string, number> {
  const seats = Math.max(
    0,
    ACCOUNT_OPENING_STOCK.seats -
      sum(submissions, (values) => (values.infoEvening === true ? Number(values.seats ?? 0) : 0)),
  );
  return {
    infoEvening: seats,
    seats,
    bonus: Math.max(
      0,
      ACCOUNT_OPENING_STOCK.bonus - sum(submissions, (values) => (values.bonus === true ? 1 : 0)),
    ),
    designCards: Math.max(
      0,
      ACCOUNT_OPENING_STOCK.designCards -
        sum(submissions, (values) => Number(values.designCards ?? 0)),
    ),
  };
}

/** Forms whose places run out: their limits from what was submitted so far. */
export const LIMITED_FORMS: Record<
  string,
  (submissions: StoredSubmission[]) => Record<string, number>
> = {
  kontoeroeffnung: accountOpeningLimits,
};
