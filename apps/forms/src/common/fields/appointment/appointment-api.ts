import { fetchJson, paasUrl, useSWR } from '@ctb/shared/http';
import * as v from '@ctb/shared/validation';

const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm'));

/** SPEC "Proposed date month": one month page of the appointment service. */
export const proposedDateMonthSchema = v.object({
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  year: v.pipe(v.number(), v.integer()),
  monthName: v.string(),
  nextMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  previousMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  nextYear: v.pipe(v.number(), v.integer()),
  previousYear: v.pipe(v.number(), v.integer()),
  weeks: v.array(
    v.object({
      days: v.pipe(
        v.array(
          v.object({
            name: v.string(),
            date: v.pipe(v.string(), v.isoDate()),
            timeRanges: v.array(
              v.object({
                from: time,
                to: time,
                disabled: v.boolean(),
                selected: v.optional(v.boolean(), false),
              }),
            ),
          }),
        ),
        v.check((days) => days.length === 7, 'a week has seven days'),
      ),
    }),
  ),
});

export type ProposedDateMonth = v.InferOutput<typeof proposedDateMonthSchema>;
export type ProposedDay = ProposedDateMonth['weeks'][number]['days'][number];

export const DEFAULT_APPOINTMENT_SERVICE = '/api/forms/forms-ui-services/rest/appointmentTime/';

export interface MonthKey {
  year: number;
  month: number;
  /** ISO week number of the week shown, which the service is told as `week`. */
  week: number;
}

/**
 * One month page of free times (GET `{paas}{service}?week&month&year[&branchId]`, bearer token
 * by the shared http client). Pages are fetched one by one as the visitor moves through them.
 */
export function useProposedDateMonth(
  serviceUrl: string,
  key: MonthKey | null,
  branchId: string | undefined,
) {
  const url = key ? paasUrl(serviceUrl) : null;
  return useSWR(
    url && key
      ? ['forms.appointmentTime', url, key.year, key.month, key.week, branchId ?? '']
      : null,
    () =>
      fetchJson(url!, {
        query: {
          week: key!.week,
          month: key!.month,
          year: key!.year,
          ...(branchId ? { branchId } : {}),
        },
        schema: proposedDateMonthSchema,
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}
