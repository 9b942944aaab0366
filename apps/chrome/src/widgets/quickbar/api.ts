import * as v from '@ctb/shared/validation';
import { fetchJson, useSWR } from '@ctb/shared/http';

const interval = v.object({ open: v.string(), close: v.string() });

/** What the quickbar shows of a branch (SPEC "Bank branch": contact, opening hours). */
const branchInfoSchema = v.object({
  id: v.string(),
  name: v.string(),
  contact: v.object({ telephone: v.optional(v.nullable(v.string())) }),
  openingHours: v.object({
    openNow: v.boolean(),
    periods: v.array(v.object({ day: v.number(), intervals: v.array(interval) })),
  }),
});

export type BranchInfo = v.InferOutput<typeof branchInfoSchema>;

/** The branch's details (GET the info URL with its id); refreshed every minute for "open now". */
export function useBranchInfo(urlTemplate: string, id: string | undefined) {
  const url = id ? urlTemplate.replace('{id}', encodeURIComponent(id)) : null;
  return useSWR(url, (key: string) => fetchJson(key, { schema: branchInfoSchema }), {
    refreshInterval: 60_000,
  });
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's weekday in Austria, 0 = Monday (SPEC: weekdays are indexed from Monday). */
export function todayIndex(now = new Date()): number {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Vienna',
    weekday: 'short',
  }).format(now);
  return WEEKDAYS.indexOf(day);
}

/** Today's opening intervals as `08:00–12:00`; empty when the branch is closed today. */
export function hoursToday(info: BranchInfo, now = new Date()): string[] {
  const today = todayIndex(now);
  const period = info.openingHours.periods.find((entry) => entry.day === today);
  return (period?.intervals ?? []).map(({ open, close }) => `${open}–${close}`);
}
