import { addDays, addMonths, format, isSameMonth, startOfISOWeek } from 'date-fns';
import { http, HttpResponse } from 'msw';

export const APPOINTMENT_URL =
  'http://127.0.0.1:8090/api/forms/forms-ui-services/rest/appointmentTime/';

const RANGES = [
  ['09:00', '10:00'],
  ['10:30', '11:30'],
  ['14:00', '15:00'],
] as const;

/**
 * A month page in SPEC's "Proposed date month" shape: the weeks touching the month, Monday
 * first; three blocks on weekdays, none at the weekend, Wednesdays fully booked.
 */
export function monthPage(year: number, month: number) {
  const first = new Date(year, month - 1, 1);
  const weeks = [];
  for (let monday = startOfISOWeek(first); isSameMonth(monday, first) || monday < first;) {
    const days = Array.from({ length: 7 }, (_, offset) => {
      const day = addDays(monday, offset);
      const weekday = day.getDay();
      return {
        name: format(day, 'EEEE'),
        date: format(day, 'yyyy-MM-dd'),
        timeRanges:
          weekday === 0 || weekday === 6
            ? []
            : RANGES.map(([from, to]) => ({ from, to, disabled: weekday === 3 })),
      };
    });
    weeks.push({ days });
    monday = addDays(monday, 7);
  }
  const next = addMonths(first, 1);
  const previous = addMonths(first, -1);
  return {
    month,
    year,
    monthName: format(first, 'MMMM'),
    nextMonth: next.getMonth() + 1,
    nextYear: next.getFullYear(),
    previousMonth: previous.getMonth() + 1,
    previousYear: previous.getFullYear(),
    weeks,
  };
}

/** msw stand-in of the appointment service; each request's query is recorded. */
export function appointmentService(status = 200, url = APPOINTMENT_URL) {
  const requests: Record<string, string>[] = [];
  const handler = http.get(url, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    requests.push(query);
    if (status !== 200) return new HttpResponse('unavailable', { status });
    return HttpResponse.json(monthPage(Number(query['year']), Number(query['month'])));
  });
  return { handler, requests };
}
