import { isBefore } from 'date-fns';
import type { DayRange } from './calendar-types';

/**
 * The range after a pick: the first pick starts a range, the second ends it; a pick before the
 * start, or after a complete range, starts anew (the same day twice is a one-day range).
 */
export function nextRange({ from, to }: DayRange, day: Date): DayRange {
  if (from === null || to !== null || isBefore(day, from)) return { from: day, to: null };
  return { from, to: day };
}
