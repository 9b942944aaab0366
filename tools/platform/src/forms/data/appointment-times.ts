import { hashString, seededRandom } from '../../common/seeded-random';

/** SPEC "Proposed date month". */
export interface ProposedDateMonth {
  month: number;
  year: number;
  monthName: string;
  nextMonth: number;
  previousMonth: number;
  nextYear: number;
  previousYear: number;
  weeks: {
    days: {
      name: string;
      date: string;
      timeRanges: { from: string; to: string; disabled: boolean; selected: boolean }[];
    }[];
  }[];
}

const DAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const MONTH_NAMES = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
/** Consultation hours: mornings, and afternoons until 18:00 on Thursdays (long day). */
const SLOTS = [
  ['08:30', '09:30'],
  ['09:30', '10:30'],
  ['10:30', '11:30'],
  ['13:30', '14:30'],
  ['14:30', '15:30'],
  ['15:30', '16:30'],
] as const;
const THURSDAY_SLOTS = [...SLOTS, ['16:30', '17:30']] as const;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/** Monday 0 … Sunday 6. */
const weekday = (date: Date) => (date.getUTCDay() + 6) % 7;

/** A branch's fully booked days: about one working day in eight, the same on every start. */
export function isFullyBooked(branchId: string, day: string): boolean {
  return hashString(`${branchId}|${day}|full`) % 8 === 0;
}

/**
 * The times of one day at one branch: deterministic per branch and day, some taken, weekends
 * closed, none before tomorrow (`today` in Vienna, YYYY-MM-DD).
 */
export function timesOfDay(branchId: string, day: string, today: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const index = weekday(date);
  if (index >= 5) return [];
  const slots = index === 3 ? THURSDAY_SLOTS : SLOTS;
  const random = seededRandom(`${branchId}|${day}`);
  const full = isFullyBooked(branchId, day);
  return slots.map(([from, to]) => ({
    from,
    to,
    disabled: day <= today || full || random.chance(0.3),
    selected: false,
  }));
}

export function isFreeSlot(
  branchId: string,
  block: { date: string; from: string; to: string },
  today: string,
): boolean {
  return timesOfDay(branchId, block.date, today).some(
    (slot) => slot.from === block.from && slot.to === block.to && !slot.disabled,
  );
}

/** One month page: its weeks from Monday (overlapping into the neighbouring months) with their times. */
export function proposedDateMonth(
  branchId: string,
  year: number,
  month: number,
  today: string,
): ProposedDateMonth {
  const first = utcDay(year, month, 1);
  const last = utcDay(year, month + 1, 0);
  const start = new Date(first.getTime() - weekday(first) * 86_400_000);
  const weeks: ProposedDateMonth['weeks'] = [];
  for (let monday = start; monday <= last; monday = new Date(monday.getTime() + 7 * 86_400_000)) {
    const days = Array.from({ length: 7 }, (_, offset) => {
      const date = new Date(monday.getTime() + offset * 86_400_000);
      return {
        name: DAY_NAMES[offset] ?? '',
        date: iso(date),
        timeRanges: timesOfDay(branchId, iso(date), today),
      };
    });
    weeks.push({ days });
  }
  return {
    month,
    year,
    monthName: MONTH_NAMES[month - 1] ?? '',
    nextMonth: month === 12 ? 1 : month + 1,
    nextYear: month === 12 ? year + 1 : year,
    previousMonth: month === 1 ? 12 : month - 1,
    previousYear: month === 1 ? year - 1 : year,
    weeks,
  };
}

/** Today's date in Vienna (the branches' calendar). */
export function viennaToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(now);
}
